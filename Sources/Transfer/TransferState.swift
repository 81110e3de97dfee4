import Foundation
import SwippyCore
import SwippyData

/// The whole Transfer flow: where it is, what the wallet offered, what was chosen and typed, what happened,
/// and what it last said. Owned by `TransferInteractor`; every step presenter observes it.
struct TransferState: Equatable {
    /// Where the flow is: one case per question the user is asked.
    enum Step: Equatable {
        /// The account the money leaves.
        case source
        /// What kind of payee.
        case destinationKind
        /// A saved beneficiary from the list.
        case beneficiary
        /// A new name for the saved beneficiary with this id, then the transaction PIN to delete one.
        case renameBeneficiary(String)
        case deleteBeneficiary(String)
        /// One field of the new-account form.
        case newAccount(NewAccountField)
        /// The name the banks register for the typed account, to confirm before any money is asked.
        case holderCheck
        /// The IFSC finder: which bank, which part of a branch or city, which branch.
        case ifscBank, ifscQuery, ifscBranch
        /// The mobile number of another Swippy user, then whether the one found is right.
        case mobile, recipientCheck
        /// Another own account from the list.
        case ownAccount
        /// For a card: the whole due or another amount.
        case dueChoice
        /// The amount, then the note.
        case amount, note
        /// Everything at a glance.
        case confirm
        /// The transaction PIN.
        case pin
        /// What happened.
        case result
        /// The flow is over: cancelled before anything was sent, or finished from the result. No screen shows
        /// these; the router tells the host, which takes the flow off the stack.
        case cancelled, finished
    }

    /// The question being asked now.
    var step = Step.source
    /// The wallet position of the card whose due this flow pays; nil for other transfers.
    let cardPosition: Int?
    /// The bank directory, for the finder and to name a typed IFSC's branch.
    let directory: [IFSCEntry]
    /// The user's time zone: the result screen shows the transaction's time in it.
    let zone: TimeZone
    /// The data's rates: a send to a Swippy user in another currency is converted at them.
    var rates = ExchangeRates(base: "INR", asOf: Date(timeIntervalSince1970: 0), rates: [])

    // MARK: - From the wallet
    /// The user's accounts, in wallet order.
    var accounts: [BankAccount] = []
    /// The user's saved beneficiaries.
    var beneficiaries: [Beneficiary] = []
    /// Why nothing can be sent now (transfers locked), with how to lift it; nil when sending is open.
    var lock: TransferFailure?
    /// The card being paid, as it is now.
    var card: PaymentCard?
    /// What is due on that card, in its ISO currency.
    var due: Money?

    // MARK: - Chosen and typed
    var sourceID: String?
    /// True when the flow was started to move money from `sourceID` to another own account: it starts on the
    /// own-account step, and `b` there leaves the flow.
    var payeeKindIsFixed = false
    var payee: Payee?
    /// The fee the payee costs.
    var fee: Decimal = 0
    var form = NewAccountForm()
    /// The typed account and its registered holder, while the name check asks.
    var holderCheck: HolderCheck?
    var search = IFSCSearch()
    /// The mobile number of the Swippy user found last (Enter keeps it).
    var mobile = ""
    var amount: Decimal?
    var note = ""
    /// The per-transfer limit in the source's currency (converted from the configured one); nil before a source
    /// is chosen or when its currency has no quote.
    var limit: ConvertedLimit?

    // MARK: - Sending
    /// Made when the details are shown for confirmation; a second submit of the same id never moves money.
    var requestID: String?
    /// Wrong transaction PINs left before the lock, after a wrong one.
    var attemptsLeft: Int?
    /// How the transfer ended.
    var outcome: TransferOutcome?
    /// True once the paid new account was saved as a beneficiary.
    var beneficiarySaved = false
    /// What the flow said last.
    var notice: Notice?
    /// While a quick transfer or a repeat waits for a usable source, why its own source cannot send (the
    /// source step says it); once one is chosen, the prefilled payee is kept and the amount is asked.
    var prefillSourceRefusal: String?

    init(cardPosition: Int? = nil, directory: [IFSCEntry] = [], zone: TimeZone = SwippyDate.utc) {
        self.zone = zone
        self.cardPosition = cardPosition
        self.directory = directory
        payee = cardPosition.map { .cardDue(position: $0) }
    }

    // MARK: - Derived
    /// True when the flow pays a card's due (the payee is fixed).
    var isCardPayment: Bool { cardPosition != nil }
    /// The chosen source account.
    var source: BankAccount? { accounts.first { $0.id == sourceID } }
    /// The currency of the transfer: the source account's.
    var currency: String { source?.currency ?? "INR" }
    /// The accounts offered on the own-account step: every account but the source.
    var ownTargets: [BankAccount] { accounts.filter { $0.id != sourceID && $0.status == .active } }
    /// The banks of the directory, in first-seen order.
    var banks: [String] {
        var seen = Set<String>()
        return directory.map(\.bank).filter { seen.insert($0).inserted }
    }
    /// True while the mobile step asks whether the Swippy user found is the one to pay.
    var isCheckingRecipient: Bool { step == .recipientCheck }
    /// The currency the payee receives when Swippy knows it (a Swippy user, one's own account); nil otherwise.
    var receivingCurrency: String? {
        switch payee {
        case .swippyUser(let recipient)?: recipient.currency
        case .ownAccount(let id)?: accounts.first { $0.id == id }?.currency
        default: nil
        }
    }
    /// What a send to a payee who receives another currency converts to; nil when nothing converts.
    var quote: CurrencyQuote? {
        guard let to = receivingCurrency, to != currency, let amount else { return nil }
        return CurrencyQuote(amount, from: currency, to: to, rates: rates)
    }
    /// The saved beneficiary being renamed or deleted.
    var managedBeneficiary: Beneficiary? {
        switch step {
        case .renameBeneficiary(let id), .deleteBeneficiary(let id): beneficiaries.first { $0.id == id }
        default: nil
        }
    }
    /// True while the new-account screen asks to confirm the registered holder's name.
    var isCheckingHolder: Bool { step == .holderCheck }
    /// True when the transfer ended because the payee's bank did not answer (Try again is offered).
    var bankDidNotAnswer: Bool {
        if case .refused(.bankUnreachable)? = outcome { return true }
        return false
    }
    /// True while the new-account form asks for the IFSC (where `f` opens the finder).
    var isAskingIFSC: Bool { step == .newAccount(.ifsc) }
    /// True when the card being paid has nothing due.
    var hasNothingDue: Bool { isCardPayment && (due?.amount ?? 0) <= 0 }
    /// True when the result may offer to save the paid new account.
    var canSaveBeneficiary: Bool {
        guard case .sent? = outcome, case .newAccount? = payee else { return false }
        return !beneficiarySaved
    }

    /// The directory entry of an IFSC, if any.
    func branch(_ code: String) -> IFSCEntry? {
        directory.first { $0.code == code.uppercased() }
    }
}
