import Foundation

/// Wrong-attempt counters and locks of one user; survives restarts through the state file.
public struct SecurityState: Codable, Equatable, Sendable {
    /// Wrong login PINs in a row.
    public var wrongLoginPINs: Int
    /// Wrong one-time codes in a row.
    public var wrongCodes: Int
    /// Wrong transaction PINs in a row.
    public var wrongTransferPINs: Int
    /// Sign-in by login PIN is locked until the other method succeeds or the PIN is reset.
    public var loginPINLocked: Bool
    /// Sign-in by one-time code is locked until the PIN succeeds.
    public var codeLocked: Bool
    /// Transfers are locked until the transaction PIN is reset.
    public var transfersLocked: Bool

    enum CodingKeys: String, CodingKey {
        case wrongLoginPINs = "wrong_login_pins"
        case wrongCodes = "wrong_codes"
        case wrongTransferPINs = "wrong_transfer_pins"
        case loginPINLocked = "login_pin_locked"
        case codeLocked = "code_locked"
        case transfersLocked = "transfers_locked"
    }

    /// A clean slate.
    public init(
        wrongLoginPINs: Int = 0, wrongCodes: Int = 0, wrongTransferPINs: Int = 0,
        loginPINLocked: Bool = false, codeLocked: Bool = false, transfersLocked: Bool = false
    ) {
        self.wrongLoginPINs = wrongLoginPINs
        self.wrongCodes = wrongCodes
        self.wrongTransferPINs = wrongTransferPINs
        self.loginPINLocked = loginPINLocked
        self.codeLocked = codeLocked
        self.transfersLocked = transfersLocked
    }
}

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

/// A message "sent" by the app (mail is simulated), kept in a local outbox.
public struct OutboxMessage: Codable, Equatable, Sendable {
    /// Unique id.
    public var id: String
    /// Recipient address.
    public var to: String
    /// Subject line.
    public var subject: String
    /// Body text.
    public var body: String
    /// When it was sent.
    public var sentAt: Date

    enum CodingKeys: String, CodingKey {
        case id, to, subject, body
        case sentAt = "sent_at"
    }

    /// A message.
    public init(id: String, to: String, subject: String, body: String, sentAt: Date) {
        self.id = id
        self.to = to
        self.subject = subject
        self.body = body
        self.sentAt = sentAt
    }
}
