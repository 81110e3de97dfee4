import Foundation
import SwippyCore
import SwippyData

// MARK: - Toward the host

/// Where Dispute reads and saves the signed-in user's data. The app adapts its wallet store to this;
/// tests use a fake. Every intent that changes something saves before it returns, or throws and
/// changes nothing.
@MainActor
public protocol DisputeRepository: AnyObject {
    /// The signed-in user's cards, in wallet order, with their positions.
    func cards() throws -> [WalletCard]
    /// The signed-in user's bank accounts, in wallet order.
    func accounts() throws -> [BankAccount]
    /// The transactions of the card with `number`, newest first (same moment: recorded later first),
    /// in SwippyData's one order (`WalletState.newestFirst`).
    func transactions(ofCard number: String) throws -> [Transaction]
    /// The transactions of the account with `id`, newest first (same moment: recorded later first),
    /// in SwippyData's one order (`WalletState.newestFirst`).
    func transactions(ofAccount id: String) throws -> [Transaction]
    /// The disputes raised against the signed-in user's transactions, in the order they were raised.
    func disputes() throws -> [Dispute]
    /// Saves `dispute` under the next free id and returns it with that id.
    func raiseDispute(_ dispute: Dispute) throws -> Dispute
    /// Saves these disputes over the stored ones with the same ids (a review started, a withdrawal).
    func updateDisputes(_ disputes: [Dispute]) throws
    /// Puts `message` in the local outbox under the next free id and returns it with that id.
    func sendSupportEmail(_ message: OutboxMessage) throws -> OutboxMessage
    /// In one saved change: checks the transaction PIN (the counter and lock transfers use) and, only
    /// when it is accepted, blocks the card at `position` for `reason` (a `BlockReason` raw value).
    func blockCard(at position: Int, reason: String, pin: String, maxAttempts: Int) throws -> PINCheck
    /// Activates or deactivates the card at `position`; a blocked card stays blocked.
    func setCardActive(at position: Int, _ active: Bool) throws
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
    /// The user's time zone (from the environment, read once by the host): every date and time is shown in it.
    var disputeTimeZone: TimeZone { get }
}

/// What Dispute tells its host.
@MainActor
public protocol DisputeListener: AnyObject {
    /// The user stepped back from the module's first screen (the menu, or a flow another feature opened): the
    /// module's last screen is on top, and the host takes it off, back to the screen that opened the module.
    func disputeDidFinish()
}

// MARK: - Between the layers

/// The intents of the disputes-and-support flows. Each changes `state` with one `update`.
@MainActor
protocol DisputeInteracting: AnyObject {
    /// The flows' whole state, observed by every disputes-and-support screen.
    var state: ObservableValue<DisputeState> { get }

    /// Opens the screen of `step` above the one shown (the router pushes it).
    func open(_ step: DisputeState.Step)
    /// Returns to the screen below the one shown (the router pops back to it), or finishes the module on its
    /// first screen (the router hands back to the host).
    func back()

    /// Reloads the disputes, first moving overdue open ones to "in review" (and saving that).
    func loadDisputes()
    /// Turns the page of the dispute list `forward` (or back), or says there is no other page.
    func turnDisputesPage(forward: Bool)
    /// Reloads the disputes and opens the detail screen of the one with `id`.
    func openDispute(_ id: String)
    /// Asks "withdraw? (y/n)" for the dispute on the detail screen, if it is still open; says so when it is gone.
    func askToWithdraw()
    /// Withdraws the dispute on the detail screen (yes), keeps it (no), or says what to type (nil).
    func answerWithdrawal(_ answer: YesNo?)
    /// Leaves "withdraw? (y/n)"; false when it was not asked (then `back()` leaves the screen).
    func stepBackInDetail() -> Bool

    /// Starts a new raise draft with the user's cards and accounts.
    func beginRaise()
    /// Starts a new raise draft for the transaction with `id` (History's "dispute"): its card or account and
    /// the transaction are chosen, and the draft asks for the reason (or says why it cannot be disputed).
    func beginRaise(forTransaction id: String)
    /// Lists the transactions of the card or account at `index`, newest first.
    func chooseSource(at index: Int)
    /// Turns the page of the list the raise step shows (cards and accounts, or transactions) `forward` (or
    /// back), or says there is no page there.
    func turnRaisePage(forward: Bool)
    /// Picks the transaction at `index` of the whole list (numbered across pages), unless it cannot be disputed.
    func chooseTransaction(at index: Int)
    /// Picks the reason at `index` of `DisputeReason.allCases`.
    func chooseReason(at index: Int)
    /// Checks the description against the reason: required for "other", at most 500 characters.
    func describe(_ text: String)
    /// Raises and saves the dispute (yes: its detail screen takes the flow's place), goes back to the
    /// description (no), or says what to type (nil).
    func answerRaise(_ answer: YesNo?)
    /// Steps back one raise step; false at the first step (then `back()` leaves the screen), and for a draft
    /// started on a chosen transaction, false at the reason (the flow was opened there).
    func stepBackInRaise() -> Bool

    /// Starts a new support email.
    func beginEmail()
    /// Checks and keeps the subject: not empty, at most 100 characters.
    func enterSubject(_ text: String)
    /// Checks and keeps the message: 10 to 1000 characters.
    func enterBody(_ text: String)
    /// Sends the message to the outbox (yes: the sent screen takes the form's place), goes back to the message
    /// (no), or says what to type (nil).
    func answerEmail(_ answer: YesNo?)
    /// Steps back one email step; false at the subject (then `back()` leaves the screen).
    func stepBackInEmail() -> Bool
}

/// The intents of the card-service flows (block, activate/deactivate). Each changes `state` with one `update`.
@MainActor
protocol CardServicesInteracting: AnyObject {
    /// The flow's whole state, observed by the card-service screen.
    var state: ObservableValue<CardServicesState> { get }

    /// Starts `service` for the card at wallet `position`, or with a pick from the user's cards when nil.
    func begin(_ service: CardServicesState.Service, preset position: Int?)
    /// Picks the card at `index` of the cards offered (the whole list), unless the service refuses it.
    func chooseCard(at index: Int)
    /// Turns the page of cards offered `forward` (or back), or says there is no other page.
    func turnCardsPage(forward: Bool)
    /// Steps back one step; false at the first (then the disputes' `back()` leaves the screen).
    func stepBack() -> Bool
    /// Blocking: picks the reason at `index` of `BlockReason.allCases`.
    func chooseReason(at index: Int)
    /// Blocking: confirms with the transaction PIN and blocks the card for good.
    func block(pin: String)
    /// Activation: adds typed digits; four that match ask for confirmation, four that do not are cleared.
    func enterDigits(_ input: String)
    /// Activation: forgets the digits typed so far.
    func clearDigits()
    /// Activation: switches the card (yes), goes back to the digits (no), or says what to type (nil).
    func answerChange(_ answer: YesNo?)
}

// MARK: - Small values the layers share

/// Why a card is blocked.
enum BlockReason: String, CaseIterable, Equatable {
    case lost, stolen, damaged

    var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A transaction with whether it can be disputed.
struct DisputableTransaction: Equatable {
    var transaction: Transaction
    var eligibility: DisputeEligibility
}

/// A refused input or a failed load or save, as one line for the user.
struct DisputeError: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

/// A card or an account whose transactions can be disputed.
enum DisputeSource: Equatable {
    case card(WalletCard)
    case account(BankAccount)

    /// "Millennia Credit Card · •••• •••• •••• 3456" or "Savings · HDFC Bank ••••7812".
    var label: String {
        switch self {
        case .card(let card): card.card.label
        case .account(let account): "\(account.name) · \(account.bankName) \(Mask.tail(account.number))"
        }
    }
}
