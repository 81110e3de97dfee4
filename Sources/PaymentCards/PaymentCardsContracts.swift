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
    /// Block the card: a flow the host provides.
    case blockCard(position: Int)
    /// Activate or deactivate the card: a flow the host provides.
    case activation(position: Int)
}

/// A service offered on a card's screen beside the card's own actions; the host carries it out.
enum CardService: Equatable {
    case block, activate, deactivate

    var label: String {
        switch self {
        case .block: "Block card"
        case .activate: "Activate card"
        case .deactivate: "Deactivate card"
        }
    }
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
