import SwippyCore
import SwippyData

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
        makeRouter(navigator).start(.hub)
    }

    /// The raise-a-dispute flow for the transaction with `id` (its card or account and the transaction
    /// already chosen), ready to push on `navigator`.
    public func buildRaise(forTransaction id: String, navigator: any ScreenNavigating) -> any Screen {
        makeRouter(navigator).start(.raise(transactionID: id))
    }

    /// The block-card flow for the card at wallet `position` (the card is already chosen).
    public func buildBlockCard(position: Int, navigator: any ScreenNavigating) -> any Screen {
        makeRouter(navigator).start(.blockCard(position: position))
    }

    /// The activate/deactivate flow for the card at wallet `position` (the card is already chosen).
    public func buildCardActivation(position: Int, navigator: any ScreenNavigating) -> any Screen {
        makeRouter(navigator).start(.cardActivation(position: position))
    }

    private func makeRouter(_ navigator: any ScreenNavigating) -> DisputeRouter {
        let disputes = DisputeInteractor(
            repository: dependency.disputeRepository, clock: dependency.disputeClock, config: dependency.disputeConfig,
            support: dependency.disputeSupportContacts, zone: dependency.disputeTimeZone)
        let cards = CardServicesInteractor(
            repository: dependency.disputeRepository, maxWrongAttempts: dependency.disputeConfig.maxWrongAttempts,
            pageSize: dependency.disputeConfig.pageSize)
        return DisputeRouter(disputes: disputes, cards: cards, navigator: navigator)
    }
}
