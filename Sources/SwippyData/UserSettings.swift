import Foundation

/// Preferences the user sets; remembered across restarts.
public struct UserSettings: Codable, Equatable, Sendable {
    /// Currency used for totals; nil means the user's own currency.
    public var baseCurrency: String?
    /// Colour preference; nil means automatic (terminal and environment decide).
    public var colorEnabled: Bool?
    /// The last mobile number used to sign in, offered next time.
    public var lastMobile: String?

    enum CodingKeys: String, CodingKey {
        case baseCurrency = "base_currency"
        case colorEnabled = "color_enabled"
        case lastMobile = "last_mobile"
    }

    /// Settings.
    public init(baseCurrency: String? = nil, colorEnabled: Bool? = nil, lastMobile: String? = nil) {
        self.baseCurrency = baseCurrency
        self.colorEnabled = colorEnabled
        self.lastMobile = lastMobile
    }
}
