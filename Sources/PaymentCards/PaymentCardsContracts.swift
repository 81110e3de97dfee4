import SwippyCore
import SwippyData

/// Where PaymentCards reads its cards. The app adapts its wallet store to this; tests use a fake.
@MainActor
public protocol PaymentCardsRepository: AnyObject {
    /// The signed-in user's cards, in wallet order, with their positions.
    func cards() throws -> [WalletCard]
    /// The transactions of the card with `number`, newest first (same moment: recorded later first), in SwippyData's one order (`WalletState.newestFirst`).
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

/// What the presenters ask of the interactor.
@MainActor
protocol PaymentCardsInteracting: AnyObject {
    /// Everything the module's screens show, observed by every presenter.
    var state: ObservableValue<PaymentCardsState> { get }
    /// Loads (or reloads) the cards, keeping the current page when it still exists.
    func load()
    /// Moves to the next page; says so when there is none.
    func showNextPage()
    /// Moves to the previous page; says so when there is none.
    func showPreviousPage()
    /// Builds the latest statement of the card at wallet `position` into the state.
    func loadStatement(position: Int)
}

/// Where the PaymentCards screens can go.
enum PaymentCardsDestination: Equatable {
    case card(position: Int)
    case details(position: Int)
    case statement(position: Int)
    case payment(position: Int)
    /// Block the card: a flow the host provides.
    case blockCard(position: Int)
    /// Activate or deactivate the card: a flow the host provides.
    case activation(position: Int)
}

/// What the presenters ask of the router.
@MainActor
protocol PaymentCardsRouting: AnyObject {
    /// Shows `destination`.
    func navigate(to destination: PaymentCardsDestination)
}
