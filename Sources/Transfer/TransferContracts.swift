import Foundation
import SwippyCore
import SwippyData

// MARK: - Host contracts

/// What Transfer asks of the wallet, for the signed-in user. The app adapts its wallet store to this
/// (the money rules themselves live in SwippyData's `Ledger`); tests use a fake.
@MainActor
public protocol TransferRepository: AnyObject {
    /// The signed-in user's accounts, in wallet order.
    func accounts() -> [BankAccount]
    /// The signed-in user's saved beneficiaries.
    func beneficiaries() -> [Beneficiary]
    /// The card at a wallet position, as it is now.
    func card(at position: Int) -> PaymentCard?
    /// Another Swippy user by mobile who can receive `currency` from the signed-in user, or why not.
    func recipient(mobile: String, currency: String) -> Result<SwippyRecipient, TransferFailure>
    /// Why the signed-in user cannot send now (transfers locked by wrong transaction PINs, with how to lift
    /// it), or nil when they can.
    func transferLock() -> TransferFailure?
    /// Verifies a typed new account before the amount is asked (IFSC in the directory, or an account Swippy
    /// holds that can receive from `sourceID`), or says why not; on success, the holder's name the banks
    /// register for it (`Ledger.registeredHolder`), nil when it cannot be verified.
    func verify(_ details: NewAccountDetails, from sourceID: String) -> Result<String?, TransferFailure>
    /// Checks the transaction PIN and, when it matches, carries out `order`, in one saved change: a wrong PIN
    /// is counted towards the lock; a refused order moves no money. Throws only when saving fails.
    func send(_ order: TransferOrder, pin: String) throws -> TransferSubmission
    /// Saves a paid new account as a beneficiary (an equal one already saved is returned). Throws when saving fails.
    func saveBeneficiary(_ details: NewAccountDetails) throws -> Beneficiary
    /// Renames saved beneficiary `id` (`Ledger.renameBeneficiary`). Throws when saving fails.
    func renameBeneficiary(_ id: String, to name: String) throws -> Result<Beneficiary, TransferFailure>
    /// Deletes saved beneficiary `id` once the transaction PIN passes (`Ledger.deleteBeneficiary`): nil when it was
    /// deleted, else the answer to give. Throws when saving fails.
    func deleteBeneficiary(_ id: String, pin: String) throws -> TransferSubmission?
}

/// Makes the ids of confirmations: injected so tests are deterministic.
@MainActor
public protocol TransferIdentifierSource: AnyObject {
    /// A new id for a confirmation, so a second submit of it is recognised.
    func nextRequestID() -> String
}

/// What Transfer tells its host. Transfer never takes itself off the stack: the host pushed the flow above a
/// screen (the `origin` it gave the Builder), and pops back to it when told the flow is over.
@MainActor
public protocol TransferListener: AnyObject {
    /// The user cancelled before anything was sent (the flow has said so): the host pops back to `origin`.
    func transferDidCancel(returningTo origin: any Screen)
    /// The user is done with the result (sent, not sent, or no answer from the bank): the host pops back to
    /// `origin`, now just below the result.
    func transferDidFinish(returningTo origin: any Screen)
}

/// What the host must give Transfer.
@MainActor
public protocol TransferDependency: AnyObject {
    /// The wallet, through intents.
    var transferRepository: any TransferRepository { get }
    /// Limits, fee, IFSC directory and currencies.
    var transferReferenceData: ReferenceData { get }
    /// Confirmation ids.
    var transferIdentifiers: any TransferIdentifierSource { get }
    /// The user's time zone (from the environment, read once by the host): times are shown in it.
    var transferTimeZone: TimeZone { get }
}

// MARK: - Layers of the module

/// The flow's intents. Each one changes the state once (`state.update`); the router follows its step.
@MainActor
protocol TransferInteracting: AnyObject {
    /// The whole flow: its step, what was chosen and typed, and what it last said.
    var state: ObservableValue<TransferState> { get }

    /// Reads the accounts, beneficiaries and (for a card payment) the card.
    func load()
    /// Chooses the account at `index` of the accounts to send from.
    func chooseSource(at index: Int)
    /// Chooses what kind of payee to send to.
    func choosePayeeKind(_ kind: PayeeKind)
    /// Chooses the saved beneficiary at `index`.
    func chooseBeneficiary(at index: Int)
    /// Chooses the own account at `index` of `TransferState.ownTargets`.
    func chooseOwnAccount(at index: Int)
    /// Takes what was typed for the current field of the new-account form (empty keeps the earlier value).
    func typeNewAccount(_ text: String)
    /// Opens the IFSC finder from the form's IFSC field.
    func openIFSCFinder()
    /// Chooses the finder's bank at `index` of `TransferState.banks`.
    func chooseBank(at index: Int)
    /// Lists the chosen bank's branches whose branch or city contains `query`.
    func searchBranches(_ query: String)
    /// Fills the form's IFSC with the branch at `index` of the finder's matches.
    func chooseBranch(at index: Int)
    /// Finds another Swippy user by mobile (empty keeps the number found before).
    func findRecipient(mobile: String)
    /// Answers "Is this who you want to pay?".
    func answerRecipient(isRight: Bool)
    /// For a card: pays the whole due, or asks for another amount.
    func chooseDuePayment(whole: Bool)
    /// Takes the typed amount (empty keeps the earlier one).
    func typeAmount(_ text: String)
    /// Takes the typed note (empty keeps the earlier one, "-" clears it) and starts a confirmation.
    func typeNote(_ text: String)
    /// Confirms the details: the transaction PIN is next.
    func confirm()
    /// Gives up before anything was sent, says so, and ends the flow (`.cancelled`); after a send it only ends
    /// the flow (`.finished`).
    func cancel()
    /// Ends the flow from its result (`.finished`).
    func finish()
    /// Checks the transaction PIN and, when it matches, sends the money.
    func submit(pin: String)
    /// Saves a paid new account as a beneficiary.
    func saveBeneficiary()
    /// On the beneficiary list: asks for a new name for the one at `index`.
    func startRenamingBeneficiary(at index: Int)
    /// Renames the beneficiary being renamed.
    func renameBeneficiary(to name: String)
    /// On the beneficiary list: asks for the transaction PIN to delete the one at `index`.
    func startDeletingBeneficiary(at index: Int)
    /// Deletes the beneficiary being deleted when `pin` is the transaction PIN.
    func deleteBeneficiary(pin: String)
    /// Answers the name check of a new account: yes pays it, no goes back to its details, nil says what to type.
    func answerHolderCheck(_ answer: YesNo?)
    /// After the payee's bank did not answer: asks for the transaction PIN again to send the same transfer.
    func tryAgain()
    /// Steps back one step, keeping what was typed; false when the flow has no earlier step here.
    func back() -> Bool
}

// MARK: - Small values the layers share

/// The fields of the new-account form, in the order they are asked.
enum NewAccountField: Int, CaseIterable, Equatable {
    case name, number, numberAgain, ifsc
}

/// What has been typed on the new-account form so far; kept when the user steps back.
struct NewAccountForm: Equatable {
    var name = ""
    var accountNumber = ""
    /// Upper case.
    var ifsc = ""
}

/// The name check before money: the typed account and the holder the banks register for it (nil: not verified).
struct HolderCheck: Equatable {
    var details: NewAccountDetails
    var holder: String?
}

/// The IFSC finder: the bank chosen, the part of a branch or city typed, the branches it matched.
struct IFSCSearch: Equatable {
    var bank = ""
    var query = ""
    var matches: [IFSCEntry] = []
}

/// The kinds of payee offered on the "To" step, in menu order.
enum PayeeKind: CaseIterable, Equatable {
    case beneficiary, newAccount, swippyUser, ownAccount

    /// The menu words.
    var title: String {
        switch self {
        case .beneficiary: "Saved beneficiary"
        case .newAccount: "New bank account"
        case .swippyUser: "Another Swippy user (by mobile)"
        case .ownAccount: "Own account"
        }
    }
}
