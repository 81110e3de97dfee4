import Foundation

/// Preferences remembered across restarts. Kept per user (`WalletState.userSettings`: base currency, colour)
/// and once for the device (`WalletState.settings`: the remembered mobile, needed before anyone signs in).
public struct UserSettings: Codable, Equatable, Sendable {
    /// Currency used for totals; nil means the user's own currency.
    public var baseCurrency: String?
    /// Colour preference; nil means automatic (terminal and environment decide).
    public var colorEnabled: Bool?
    /// The last mobile number used to sign in on this device, offered next time (device settings only).
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
