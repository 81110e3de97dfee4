import Foundation

/// Everything a user can change: the mutable half of the data, seeded from MockData and then
/// saved whole to the state file after every change.
public struct WalletState: Codable, Equatable, Sendable {
    /// Registered users, the demo users first.
    public var users: [User]
    /// Every user's bank accounts.
    public var accounts: [BankAccount]
    /// Payment cards, in file order (ids may repeat, so cards are addressed by position).
    public var cards: [PaymentCard]
    /// Saved payees.
    public var beneficiaries: [Beneficiary]
    /// Account and card transactions, in the order they were recorded.
    public var transactions: TransactionLog
    /// Raised disputes.
    public var disputes: [Dispute]
    /// Wrong-attempt counters and locks, by user id.
    public var security: [String: SecurityState]
    /// This device's settings: only the remembered mobile (`lastMobile`), offered before anyone signs in.
    /// Old state files kept every preference here; they move to `userSettings` when loaded.
    public var settings: UserSettings
    /// Each user's own preferences (base currency, colour), by user id.
    public var userSettings: [String: UserSettings]
    /// Simulated outgoing mail.
    public var outbox: [OutboxMessage]
    /// Ids of requests already carried out, so a confirmation submitted twice acts once.
    public var completedRequests: [String]
    /// Submitted home loan applications, every user's.
    public var loanApplications: [LoanApplication]

    enum CodingKeys: String, CodingKey {
        case users, accounts, cards, beneficiaries, transactions, disputes, security, settings, outbox
        case userSettings = "user_settings"
        case completedRequests = "completed_requests"
        case loanApplications = "loan_applications"
    }

    /// A wallet.
    public init(
        users: [User] = [], accounts: [BankAccount] = [], cards: [PaymentCard] = [],
        beneficiaries: [Beneficiary] = [], transactions: [Transaction] = [], disputes: [Dispute] = [],
        security: [String: SecurityState] = [:], settings: UserSettings = UserSettings(),
        userSettings: [String: UserSettings] = [:], outbox: [OutboxMessage] = [], completedRequests: [String] = [],
        loanApplications: [LoanApplication] = []
    ) {
        self.users = users
        self.accounts = accounts
        self.cards = cards
        self.beneficiaries = beneficiaries
        self.transactions = TransactionLog(transactions)
        self.disputes = disputes
        self.security = security
        self.settings = settings
        self.userSettings = userSettings
        self.outbox = outbox
        self.completedRequests = completedRequests
        self.loanApplications = loanApplications
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        users = try container.decode([User].self, forKey: .users)
        accounts = try container.decode([BankAccount].self, forKey: .accounts)
        cards = try container.decode([PaymentCard].self, forKey: .cards)
        beneficiaries = try container.decodeIfPresent([Beneficiary].self, forKey: .beneficiaries) ?? []
        transactions = TransactionLog(try container.decode([Transaction].self, forKey: .transactions))
        disputes = try container.decodeIfPresent([Dispute].self, forKey: .disputes) ?? []
        security = try container.decodeIfPresent([String: SecurityState].self, forKey: .security) ?? [:]
        settings = try container.decodeIfPresent(UserSettings.self, forKey: .settings) ?? UserSettings()
        userSettings = try container.decodeIfPresent([String: UserSettings].self, forKey: .userSettings) ?? [:]
        outbox = try container.decodeIfPresent([OutboxMessage].self, forKey: .outbox) ?? []
        completedRequests = try container.decodeIfPresent([String].self, forKey: .completedRequests) ?? []
        loanApplications = try container.decodeIfPresent([LoanApplication].self, forKey: .loanApplications) ?? []
        migrateWalletWideSettings()
    }

    /// The user with `id`.
    public func user(_ id: String) -> User? { users.first { $0.id == id } }
    /// The user with a 10-digit `mobile`.
    public func user(mobile: String) -> User? { users.first { $0.mobile == mobile } }
    /// The accounts of user `id`, in file order.
    public func accounts(of userID: String) -> [BankAccount] { accounts.filter { $0.userID == userID } }
    /// The cards of user `id` (cards without an owner belong to the first user).
    public func cards(of userID: String) -> [PaymentCard] {
        cards.filter { owner(of: $0) == userID }
    }
    /// Who holds `card`: its `user_id`, or for a card without one the first user (nil when there is none).
    public func owner(of card: PaymentCard) -> String? { card.userID ?? users.first?.id }
    /// Wrong-attempt counters of user `id`.
    public func securityState(of userID: String) -> SecurityState { security[userID] ?? SecurityState() }
}

extension WalletState {
    /// The cards of user `id` with their positions (cards without an owner belong to the first user).
    public func walletCards(of userID: String) -> [WalletCard] {
        cards.enumerated()
            .filter { owner(of: $0.element) == userID }
            .map { WalletCard(position: $0.offset, card: $0.element) }
    }

    /// The transactions of the card with `number`, newest first.
    public func transactions(ofCard number: String) -> [Transaction] {
        newestFirst { $0.cardNumber == number }
    }

    /// The transactions of account `id`, newest first.
    public func transactions(ofAccount id: String) -> [Transaction] {
        history(ofAccount: id)
    }
}
