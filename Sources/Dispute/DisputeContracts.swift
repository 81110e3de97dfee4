import Foundation
import SwippyCore
import SwippyData

/// What the dispute and support presenters ask of their interactor.
@MainActor
protocol DisputeInteracting: AnyObject {
    /// The user's disputes, observed by the list and detail screens.
    var disputes: ObservableValue<DisputeListState> { get }
    /// Reloads the disputes, first moving overdue open ones to "in review" (and saving that).
    func loadDisputes()
    /// The cards and accounts whose transactions can be disputed.
    func sources() -> Result<[DisputeSource], DisputeError>
    /// The transactions of `source`, newest first, each with whether it can be disputed.
    func transactions(of source: DisputeSource) -> Result<[DisputableTransaction], DisputeError>
    /// Checks a description against the reason: required for "other", at most 500 characters.
    func validateDescription(_ text: String, for reason: DisputeReason) -> Result<String, DisputeError>
    /// Raises and saves a dispute against `transaction`, re-checking every rule.
    func raise(_ transaction: Transaction, reason: DisputeReason, description: String) -> Result<Dispute, DisputeError>
    /// Withdraws the dispute with `id` if it is still open or in review.
    func withdraw(_ id: String) -> Result<Dispute, DisputeError>
    /// Helpline, email and hours.
    var support: SupportContacts { get }
    /// Checks an email subject: not empty, at most 100 characters.
    func validateSubject(_ text: String) -> Result<String, DisputeError>
    /// Checks an email body: at least 10 characters, at most 1000.
    func validateBody(_ text: String) -> Result<String, DisputeError>
    /// Saves a message to support in the local outbox.
    func emailSupport(subject: String, body: String) -> Result<OutboxMessage, DisputeError>
}

/// What the card-service presenters ask of their interactor.
@MainActor
protocol CardServicesInteracting: AnyObject {
    /// The user's cards, in wallet order.
    func cards() -> Result<[WalletCard], DisputeError>
    /// The card at wallet `position`, freshly read.
    func card(at position: Int) -> WalletCard?
    /// Why the card cannot be blocked (it already is), or nil.
    func blockRefusal(_ card: WalletCard) -> DisputeError?
    /// Confirms with the transaction PIN and blocks the card for good.
    func block(_ card: WalletCard, reason: BlockReason, pin: String) -> BlockOutcome
    /// Why the card's activation cannot change (it is blocked), or nil.
    func activationRefusal(_ card: WalletCard) -> DisputeError?
    /// Adds typed digits to the ones typed so far, or says why they are refused.
    func appendDigits(_ input: String, to typed: String) -> Result<String, DisputeError>
    /// True when `typed` is exactly the card's last four digits.
    func matchesLastFour(_ typed: String, of card: WalletCard) -> Bool
    /// Activates an inactive card or deactivates an active one; refuses a blocked card.
    func toggleActivation(_ card: WalletCard) -> Result<WalletCard, DisputeError>
}

/// Where the Dispute screens can go.
enum DisputeDestination: Equatable {
    case raise
    case myDisputes
    case disputeDetail(id: String)
    /// Replaces the finished raise flow with the new dispute's detail screen.
    case raised(id: String)
    case contactSupport
    case emailSupport
    /// Replaces the compose screen with the sent screen.
    case emailSent(OutboxMessage)
    case blockCard
    case cardActivation
}

/// What the presenters ask of the router.
@MainActor
protocol DisputeRouting: AnyObject {
    /// Shows `destination`.
    func navigate(to destination: DisputeDestination)
}

/// A refused input or a failed load or save, as one line for the user.
struct DisputeError: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
