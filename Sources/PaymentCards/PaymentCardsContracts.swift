import Foundation
import SwippyCore
import SwippyData

/// Where PaymentCards reads its cards. The app adapts its wallet store to this; tests use a fake.
@MainActor
public protocol PaymentCardsRepository: AnyObject {
    /// The signed-in user's cards, in wallet order, with their positions.
    func cards() throws -> [WalletCard]
    /// The transactions of the card with `number`, newest first (same moment: recorded later first), in
    /// SwippyData's one order (`WalletState.newestFirst`).
    func transactions(ofCard number: String) throws -> [Transaction]
    /// Now: a card whose expiry month is over is shown as expired.
    func now() -> Date
}

/// Where "Add card" saves a card, for the signed-in user. The rules are SwippyData's (`CardNumber`,
/// `CardExpiry`, `Ledger.addCard`); the full number never reaches the wallet.
@MainActor
public protocol AddCardRepository: AnyObject {
    /// The banks a card may be added from, in list order.
    func cardBanks() -> [String]
    /// Now, for the expiry check.
    func now() -> Date
    /// Why a card ending `lastFour` from `bank` cannot be added (the user has one); nil when it can.
    func duplicateRefusal(lastFour: String, bank: String) -> String?
    /// Why the typed card `number` is already the user's (a card kept whole with these digits); nil otherwise.
    /// Asked at the number step, so a duplicate is refused before anything else is typed.
    func duplicateRefusal(number: CardNumber) -> String?
    /// Saves the card masked; refused with the reason. Throws only when saving fails.
    func addCard(_ details: NewCardDetails) throws -> Result<PaymentCard, TransferFailure>
}

/// What the host must give PaymentCards.
@MainActor
public protocol PaymentCardsDependency: AnyObject {
    /// The card data.
    var paymentCardsRepository: any PaymentCardsRepository { get }
    /// Cards per page.
    var paymentCardsPageSize: Int { get }
    /// The user's time zone (from the environment, read once by the host): days are shown in it.
    var paymentCardsTimeZone: TimeZone { get }
    /// Where "Add card" saves; nil hides "Add card".
    var addCardRepository: (any AddCardRepository)? { get }
}

extension PaymentCardsDependency {
    /// No "Add card" unless the host provides it.
    public var addCardRepository: (any AddCardRepository)? { nil }
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

/// What the presenters ask of the interactor. Each intent changes the state once (`state.update`); the ones
/// that move between the module's screens change its `step`, which the router follows.
@MainActor
protocol PaymentCardsInteracting: AnyObject {
    /// Everything the module's screens show, observed by every presenter.
    var state: ObservableValue<PaymentCardsState> { get }
    /// Loads (or reloads) the cards, keeping the current page when it still exists, and the statement of the
    /// statement screen when it is on one.
    func load()
    /// Turns the list one page forward (or back); says so when there is no page there.
    func turnPage(forward: Bool)
    /// Opens the card at wallet `position`: its actions.
    func openCard(position: Int)
    /// From a card's actions, its details.
    func showDetails()
    /// From a card's actions, its last statement, built into the state.
    func showStatement()
    /// Opens the add-card flow, when the host lets the user add cards.
    func startAddCard()
    /// One screen back (details or statement to the card's actions, a card or the add-card flow to the list);
    /// false on the list, which the host pops.
    func back() -> Bool
}

/// The add-card flow's intents. Each one changes the state once (`state.update`).
@MainActor
protocol AddCardInteracting: AnyObject {
    var state: ObservableValue<AddCardState> { get }
    /// Takes the typed answer to the current question.
    func type(_ text: String)
    /// Chooses the bank at `index` of `AddCardState.banks`.
    func chooseBank(at index: Int)
    /// Answers the confirmation.
    func answer(_ answer: YesNo)
    /// Ends the flow (Enter on its result): its listener goes back to the list.
    func close()
    /// One step back, keeping what was typed; on the first question and on the result it ends the flow as
    /// `close()` does. False only when no listener is left to end it.
    func back() -> Bool
}

/// Who hears that the add-card flow ended: the module's interactor, which goes back to the list.
@MainActor
protocol AddCardListener: AnyObject {
    /// The add-card flow is over (a card added, the flow cancelled, or `b` on its first question).
    func addCardDidFinish()
}

/// Where a card's screen leaves the module to: flows the host provides, through the listener.
enum PaymentCardsDestination: Equatable {
    /// Pay the card's due: Transfer's flow.
    case payment(position: Int)
    /// Block the card: a flow the host provides.
    case blockCard(position: Int)
    /// Activate or deactivate the card: a flow the host provides.
    case activation(position: Int)
}

/// What the card presenter asks of the router: leaving the module.
@MainActor
protocol PaymentCardsRouting: AnyObject {
    /// Hands `destination` to the host's listener.
    func navigate(to destination: PaymentCardsDestination)
}

/// A failure to read card data, in words for the user.
struct PaymentCardsError: Error, Equatable {
    var message: String
}
