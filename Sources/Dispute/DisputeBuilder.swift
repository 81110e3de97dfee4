import SwippyCore
import SwippyData

/// Where Dispute reads and saves the signed-in user's data. The app adapts its wallet store to this;
/// tests use a fake. Every method that changes something saves before it returns, or throws and
/// changes nothing.
@MainActor
public protocol DisputeRepository: AnyObject {
    /// The signed-in user's cards, in wallet order, with their positions.
    func cards() throws -> [WalletCard]
    /// The signed-in user's bank accounts, in wallet order.
    func accounts() throws -> [BankAccount]
    /// The transactions of the card with `number`, in any order.
    func transactions(ofCard number: String) throws -> [Transaction]
    /// The transactions of the account with `id`, in any order.
    func transactions(ofAccount id: String) throws -> [Transaction]
    /// The disputes raised against the signed-in user's transactions, in the order they were raised.
    func disputes() throws -> [Dispute]
    /// Saves `dispute` under a fresh id and returns it with that id.
    func add(_ dispute: Dispute) throws -> Dispute
    /// Saves these disputes over the stored ones with the same ids.
    func replace(_ disputes: [Dispute]) throws
    /// Puts `message` in the local outbox under a fresh id and returns it with that id.
    func send(_ message: OutboxMessage) throws -> OutboxMessage
    /// In one saved change: checks the transaction PIN (the counter and lock transfers use) and, only
    /// when it is accepted, blocks the card at `position` for `reason`.
    func blockCard(at position: Int, reason: String, pin: String, maxAttempts: Int) throws -> PINCheck
    /// Sets the status of the card at `position`.
    func setCardStatus(at position: Int, to status: CardStatus) throws
}

/// What the host must give Dispute.
@MainActor
public protocol DisputeDependency: AnyObject {
    /// The user's data.
    var disputeRepository: any DisputeRepository { get }
    /// The time source for dispute dates, the date window and the review timeline.
    var disputeClock: any WallClock { get }
    /// Tunable numbers: page size, dispute window and review delay, wrong-PIN limit.
    var disputeConfig: AppConfig { get }
    /// Helpline, email and hours.
    var disputeSupportContacts: SupportContacts { get }
}

/// Builds the Dispute module: disputes, support and card services (block, activate, deactivate).
///
/// Dispute asks nothing of its host (every flow it starts ends inside it), so it has no listener.
@MainActor
public struct DisputeBuilder {
    private let dependency: any DisputeDependency

    /// A builder using `dependency`.
    public init(dependency: any DisputeDependency) {
        self.dependency = dependency
    }

    /// The "Disputes and support" menu, ready to push on `navigator`; the screens it opens go there too.
    public func build(navigator: any ScreenNavigating) -> any Screen {
        makeRouter(navigator).hubScreen()
    }

    /// The block-card flow for the card at wallet `position` (the card is already chosen).
    public func buildBlockCard(position: Int, navigator: any ScreenNavigating) -> any Screen {
        makeRouter(navigator).blockCardScreen(position: position)
    }

    /// The activate/deactivate flow for the card at wallet `position` (the card is already chosen).
    public func buildCardActivation(position: Int, navigator: any ScreenNavigating) -> any Screen {
        makeRouter(navigator).activationScreen(position: position)
    }

    private func makeRouter(_ navigator: any ScreenNavigating) -> DisputeRouter {
        let disputes = DisputeInteractor(
            repository: dependency.disputeRepository, clock: dependency.disputeClock, config: dependency.disputeConfig,
            support: dependency.disputeSupportContacts)
        let cards = CardServicesInteractor(
            repository: dependency.disputeRepository, maxWrongAttempts: dependency.disputeConfig.maxWrongAttempts)
        return DisputeRouter(
            disputes: disputes, cards: cards, pageSize: dependency.disputeConfig.pageSize, navigator: navigator)
    }
}
