import SwippyCore
import SwippyData

/// Where PaymentCards reads its cards. The app adapts its wallet store to this; tests use a fake.
@MainActor
public protocol PaymentCardsRepository: AnyObject {
    /// The signed-in user's cards, in wallet order, with their positions.
    func cards() throws -> [WalletCard]
    /// The transactions of the card with `number`, in any order.
    func transactions(ofCard number: String) throws -> [Transaction]
}

/// What the host must give PaymentCards.
@MainActor
public protocol PaymentCardsDependency: AnyObject {
    /// The card data.
    var paymentCardsRepository: any PaymentCardsRepository { get }
    /// Cards per page.
    var paymentCardsPageSize: Int { get }
}

/// What PaymentCards asks of its host: flows that live in other modules.
@MainActor
public protocol PaymentCardsListener: AnyObject {
    /// The user chose "pay now" on `card`; the host opens the payment flow.
    func paymentCardsDidRequestPayment(for card: WalletCard)
    /// The user chose "Block card" on `card`; the host opens the block flow.
    func paymentCardsDidRequestBlock(for card: WalletCard)
    /// The user chose "Activate card" or "Deactivate card" on `card`; the host opens that flow.
    func paymentCardsDidRequestActivationChange(for card: WalletCard)
}

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
            repository: dependency.paymentCardsRepository, pageSize: dependency.paymentCardsPageSize)
        let router = PaymentCardsRouter(interactor: interactor, navigator: navigator, listener: listener)
        let presenter = PaymentCardsPresenter(interactor: interactor, router: router)
        let screen = ModuleScreen(presenter: presenter, initial: PaymentCardsViewModel.initial, render: PaymentCardsView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
