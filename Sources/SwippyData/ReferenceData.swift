import Foundation

/// One branch in the IFSC directory.
public struct IFSCEntry: Codable, Equatable, Sendable {
    /// 11 characters: 4 letters, a zero, 6 letters or digits.
    public var code: String
    /// The bank's name.
    public var bank: String
    /// The branch name.
    public var branch: String
    /// The city.
    public var city: String

    /// An entry.
    public init(code: String, bank: String, branch: String, city: String) {
        self.code = code
        self.bank = bank
        self.branch = branch
        self.city = city
    }
}

/// A currency users may hold.
public struct Currency: Codable, Equatable, Sendable {
    /// ISO 4217 code.
    public var code: String
    /// English name.
    public var name: String
    /// Display symbol.
    public var symbol: String

    /// A currency.
    public init(code: String, name: String, symbol: String) {
        self.code = code
        self.name = name
        self.symbol = symbol
    }
}

/// Exchange rates against a base currency, with 30 days of history.
public struct ExchangeRates: Codable, Equatable, Sendable {
    /// The base currency's ISO code.
    public var base: String
    /// The day the latest rates are for.
    public var asOf: Date
    /// One entry per quoted currency.
    public var rates: [ExchangeRate]

    enum CodingKeys: String, CodingKey {
        case base, rates
        case asOf = "as_of"
    }

    /// Rates.
    public init(base: String, asOf: Date, rates: [ExchangeRate]) {
        self.base = base
        self.asOf = asOf
        self.rates = rates
    }
}

/// How much of `code` one unit of the base buys, now and over the last 30 days.
public struct ExchangeRate: Codable, Equatable, Sendable {
    /// ISO code of the quoted currency.
    public var code: String
    /// Units of `code` per one unit of the base, today.
    public var rate: Decimal
    /// 30 daily rates, oldest first; the last one is today's.
    public var history: [Decimal]

    /// A rate.
    public init(code: String, rate: Decimal, history: [Decimal]) {
        self.code = code
        self.rate = rate
        self.history = history
    }
}

/// Where a user can get help.
public struct SupportContacts: Codable, Equatable, Sendable {
    /// Helpline phone number.
    public var helpline: String
    /// Support email address.
    public var email: String
    /// Opening hours, in words.
    public var hours: String

    /// Contacts.
    public init(helpline: String, email: String, hours: String) {
        self.helpline = helpline
        self.email = email
        self.hours = hours
    }
}

/// Tunable numbers of the app, read from MockData.
public struct AppConfig: Codable, Equatable, Sendable {
    /// Cards per page in PaymentCards.
    public var pageSize: Int
    /// Minutes without input before the session asks for the PIN again.
    public var sessionTimeoutMinutes: Int
    /// Minutes a one-time code stays valid.
    public var otpValidityMinutes: Int
    /// Wrong PINs or codes in a row before a method is locked.
    public var maxWrongAttempts: Int
    /// Only debits from this many days back can be disputed.
    public var disputeWindowDays: Int
    /// Hours after which an open dispute moves to "in review".
    public var disputeReviewAfterHours: Int
    /// Limits on transfers.
    public var limits: TransferLimits

    enum CodingKeys: String, CodingKey {
        case limits
        case pageSize = "page_size"
        case sessionTimeoutMinutes = "session_timeout_minutes"
        case otpValidityMinutes = "otp_validity_minutes"
        case maxWrongAttempts = "max_wrong_attempts"
        case disputeWindowDays = "dispute_window_days"
        case disputeReviewAfterHours = "dispute_review_after_hours"
    }

    /// A configuration.
    public init(
        pageSize: Int = 6, sessionTimeoutMinutes: Int = 15, otpValidityMinutes: Int = 5, maxWrongAttempts: Int = 3,
        disputeWindowDays: Int = 120, disputeReviewAfterHours: Int = 48, limits: TransferLimits = TransferLimits()
    ) {
        self.pageSize = pageSize
        self.sessionTimeoutMinutes = sessionTimeoutMinutes
        self.otpValidityMinutes = otpValidityMinutes
        self.maxWrongAttempts = maxWrongAttempts
        self.disputeWindowDays = disputeWindowDays
        self.disputeReviewAfterHours = disputeReviewAfterHours
        self.limits = limits
    }
}

/// Limits on a single transfer, in the sender's currency.
public struct TransferLimits: Codable, Equatable, Sendable {
    /// The most one transfer may move.
    public var perTransfer: Decimal
    /// A flat fee charged on transfers to other banks (0 for none).
    public var externalFee: Decimal

    enum CodingKeys: String, CodingKey {
        case perTransfer = "per_transfer"
        case externalFee = "external_fee"
    }

    /// Limits.
    public init(perTransfer: Decimal = 200_000, externalFee: Decimal = 0) {
        self.perTransfer = perTransfer
        self.externalFee = externalFee
    }
}
