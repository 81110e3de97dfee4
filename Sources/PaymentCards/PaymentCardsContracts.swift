import SwippyCore
import SwippyData

/// What the presenters ask of the interactor.
@MainActor
protocol PaymentCardsInteracting: AnyObject {
    /// The list state, observed by the list presenter.
    var state: ObservableValue<PaymentCardsState> { get }
    /// Loads (or reloads) the cards, keeping the current page when it still exists.
    func load()
    /// Moves to the next page; false when there is none.
    func showNextPage() -> Bool
    /// Moves to the previous page; false when there is none.
    func showPreviousPage() -> Bool
    /// The card at wallet `position`, as last loaded.
    func card(at position: Int) -> WalletCard?
    /// The card's latest statement, built from its transactions.
    func statement(for card: WalletCard) -> Result<CardStatement, PaymentCardsError>
}

/// Where the PaymentCards screens can go.
enum PaymentCardsDestination: Equatable {
    case card(position: Int)
    case details(position: Int)
    case statement(position: Int)
    case payment(position: Int)
}

/// What the presenters ask of the router.
@MainActor
protocol PaymentCardsRouting: AnyObject {
    /// Shows `destination`.
    func navigate(to destination: PaymentCardsDestination)
}

/// A failure to read card data, in words for the user.
struct PaymentCardsError: Error, Equatable {
    var message: String
}
