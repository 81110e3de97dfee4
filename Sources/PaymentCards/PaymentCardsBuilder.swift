import SwippyCore

/// Builds the PaymentCards module: its interactor and router; the router shows the card list first, then follows
/// the state to each card's screens and the add-card flow.
@MainActor
public struct PaymentCardsBuilder {
    private let dependency: any PaymentCardsDependency

    /// A builder using `dependency`.
    public init(dependency: any PaymentCardsDependency) {
        self.dependency = dependency
    }

    /// The card list screen, ready to push on `navigator`. The module's other screens are pushed there too, and
    /// each add-card visit gets a fresh flow interactor from here.
    public func build(listener: any PaymentCardsListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = PaymentCardsInteractor(
            repository: dependency.paymentCardsRepository, pageSize: dependency.paymentCardsPageSize,
            zone: dependency.paymentCardsTimeZone, canAddCards: dependency.addCardRepository != nil)
        let makeAddCard = dependency.addCardRepository.map { repository in
            { () -> any AddCardInteracting in AddCardInteractor(repository: repository, listener: interactor) }
        }
        let router = PaymentCardsRouter(
            interactor: interactor, navigator: navigator, listener: listener, makeAddCard: makeAddCard)
        return router.start()
    }
}
