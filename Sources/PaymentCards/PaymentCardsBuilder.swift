import SwippyCore

/// Builds the PaymentCards module: the card list, and from it each card's screen.
@MainActor
public struct PaymentCardsBuilder {
    private let dependency: any PaymentCardsDependency

    /// A builder using `dependency`.
    public init(dependency: any PaymentCardsDependency) {
        self.dependency = dependency
    }

    /// The card list screen, ready to push on `navigator`. Card screens it opens are pushed there too.
    public func build(listener: any PaymentCardsListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = PaymentCardsInteractor(
            repository: dependency.paymentCardsRepository, pageSize: dependency.paymentCardsPageSize,
            zone: dependency.paymentCardsTimeZone, canAddCards: dependency.addCardRepository != nil)
        let makeAddCard = dependency.addCardRepository.map { repository in
            { () -> any AddCardInteracting in AddCardInteractor(repository: repository) }
        }
        let router = PaymentCardsRouter(
            interactor: interactor, navigator: navigator, listener: listener, makeAddCard: makeAddCard)
        return router.start()
    }
}
