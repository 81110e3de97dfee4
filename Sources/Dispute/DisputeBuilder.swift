import SwippyCore
import SwippyData

/// Builds the Dispute module: disputes, support and card services (block, activate, deactivate).
///
/// Each entry point builds both interactors and the router, with the disputes' state on the entry's step; the
/// screens the module opens go on the same navigator. Stepping back from the first screen tells `listener`.
@MainActor
public struct DisputeBuilder {
    private let dependency: any DisputeDependency

    /// A builder using `dependency`.
    public init(dependency: any DisputeDependency) {
        self.dependency = dependency
    }

    /// The "Disputes and support" menu, ready to push on `navigator`.
    public func build(listener: any DisputeListener, navigator: any ScreenNavigating) -> any Screen {
        makeRouter(.hub, listener: listener, navigator: navigator).start()
    }

    /// The raise-a-dispute flow for the transaction with `id` (its card or account and the transaction
    /// already chosen), ready to push on `navigator`.
    public func buildRaise(
        forTransaction id: String, listener: any DisputeListener, navigator: any ScreenNavigating
    ) -> any Screen {
        makeRouter(.raise(transactionID: id), listener: listener, navigator: navigator).start()
    }

    /// The block-card flow for the card at wallet `position` (the card is already chosen).
    public func buildBlockCard(
        position: Int, listener: any DisputeListener, navigator: any ScreenNavigating
    ) -> any Screen {
        makeRouter(.blockCard(preset: position), listener: listener, navigator: navigator).start()
    }

    /// The activate/deactivate flow for the card at wallet `position` (the card is already chosen).
    public func buildCardActivation(
        position: Int, listener: any DisputeListener, navigator: any ScreenNavigating
    ) -> any Screen {
        makeRouter(.cardActivation(preset: position), listener: listener, navigator: navigator).start()
    }

    private func makeRouter(
        _ first: DisputeState.Step, listener: any DisputeListener, navigator: any ScreenNavigating
    ) -> DisputeRouter {
        let disputes = DisputeInteractor(
            repository: dependency.disputeRepository, clock: dependency.disputeClock, config: dependency.disputeConfig,
            support: dependency.disputeSupportContacts, zone: dependency.disputeTimeZone, first: first)
        let cards = CardServicesInteractor(
            repository: dependency.disputeRepository, maxWrongAttempts: dependency.disputeConfig.maxWrongAttempts,
            pageSize: dependency.disputeConfig.pageSize)
        return DisputeRouter(disputes: disputes, cards: cards, navigator: navigator, listener: listener)
    }
}
