import Foundation

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
    /// Credit lines and loans (optional in the file: every number has a default).
    public var credit: CreditConfig

    enum CodingKeys: String, CodingKey {
        case limits, credit
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
        disputeWindowDays: Int = 120, disputeReviewAfterHours: Int = 48, limits: TransferLimits = TransferLimits(),
        credit: CreditConfig = CreditConfig()
    ) {
        self.pageSize = pageSize
        self.sessionTimeoutMinutes = sessionTimeoutMinutes
        self.otpValidityMinutes = otpValidityMinutes
        self.maxWrongAttempts = maxWrongAttempts
        self.disputeWindowDays = disputeWindowDays
        self.disputeReviewAfterHours = disputeReviewAfterHours
        self.limits = limits
        self.credit = credit
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pageSize = try container.decode(Int.self, forKey: .pageSize)
        sessionTimeoutMinutes = try container.decode(Int.self, forKey: .sessionTimeoutMinutes)
        otpValidityMinutes = try container.decode(Int.self, forKey: .otpValidityMinutes)
        maxWrongAttempts = try container.decode(Int.self, forKey: .maxWrongAttempts)
        disputeWindowDays = try container.decode(Int.self, forKey: .disputeWindowDays)
        disputeReviewAfterHours = try container.decode(Int.self, forKey: .disputeReviewAfterHours)
        limits = try container.decode(TransferLimits.self, forKey: .limits)
        credit = try container.decodeIfPresent(CreditConfig.self, forKey: .credit) ?? CreditConfig()
    }
}
