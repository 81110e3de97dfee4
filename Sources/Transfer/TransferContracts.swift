import Foundation
import SwippyCore
import SwippyData

/// What the step presenters ask of the interactor.
@MainActor
protocol TransferInteracting: AnyObject {
    /// The transfer being put together.
    var draft: ObservableValue<TransferDraft> { get }
    /// Limits and fee.
    var limits: TransferLimits { get }
    /// True when the flow was opened to pay a card's due (the destination is fixed).
    var isCardPayment: Bool { get }

    /// The signed-in user's accounts, in wallet order.
    func accounts() -> [BankAccount]
    /// The chosen source account, as it is now.
    func source() -> BankAccount?
    /// Chooses the account to send from; refused when it cannot send.
    func chooseSource(id: String) -> Result<BankAccount, TransferFailure>

    /// The user's saved beneficiaries.
    func beneficiaries() -> [Beneficiary]
    /// The user's accounts that can receive from the source.
    func ownTargets() -> [BankAccount]
    /// An own account by id.
    func account(id: String) -> BankAccount?
    /// The card at a wallet position.
    func card(at position: Int) -> PaymentCard?
    /// Sends to `destination` (a beneficiary or an own account chosen from a list).
    func choose(_ destination: TransferDestination)

    /// Keeps what was typed on the new-account form.
    func updateForm(_ form: NewAccountForm)
    /// Makes the typed new account the destination.
    func chooseNewAccount() -> Result<NewAccountDetails, TransferFailure>
    /// Banks of the IFSC directory, in first-seen order.
    func ifscBanks() -> [String]
    /// Branches of `bank` whose branch or city contains `query` (any case).
    func ifscBranches(bank: String, matching query: String) -> [IFSCEntry]
    /// The directory entry of an IFSC, if any.
    func ifscEntry(_ code: String) -> IFSCEntry?

    /// Finds another Swippy user by mobile number (keeping what was typed).
    func findRecipient(mobile: String) -> Result<SwippyRecipient, TransferFailure>

    /// The fee the current destination costs.
    func fee() -> Decimal
    /// The most that may be paid to the current destination when it is a card (its due).
    func dueAmount() -> Money?
    /// Sets the amount from typed text; refused with one line when it breaks a rule.
    func setAmount(_ text: String) -> Result<Decimal, TransferFailure>
    /// Sets an exact amount (the whole due).
    func setAmount(value: Decimal) -> Result<Decimal, TransferFailure>
    /// Sets the note.
    func setNote(_ text: String) -> Result<String, TransferFailure>

    /// Starts a confirmation: a new request id, so this confirmation moves money at most once.
    func beginConfirmation()
    /// Checks the transaction PIN and, when it matches, carries out the transfer.
    func submit(pin: String) -> PINSubmission
    /// Saves a successfully paid new account as a beneficiary.
    func saveNewAccountAsBeneficiary() -> Result<Beneficiary, TransferFailure>
}

/// The screens of the flow.
enum TransferStep: Equatable {
    case source, destinationKind, beneficiary, newAccount, ifscFinder, mobile, ownAccount
    case amount, confirm, pin, result
}

/// Where a step can send the user.
enum TransferNavigation: Equatable {
    /// Pushes the next step.
    case next(TransferStep)
    /// Leaves the flow for the screen it started from.
    case cancel
    /// Closes this step (the IFSC finder returns to the form).
    case close
    /// Ends the flow and shows its result above the screen it started from.
    case finish
}

/// What the step presenters ask of the router.
@MainActor
protocol TransferRouting: AnyObject {
    /// Goes where `navigation` says.
    func navigate(_ navigation: TransferNavigation)
}
