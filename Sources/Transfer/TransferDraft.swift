import Foundation
import SwippyData

/// Where the money goes.
enum TransferDestination: Equatable {
    /// A payee the user saved earlier: details fixed.
    case beneficiary(Beneficiary)
    /// An account at another bank typed in on the form.
    case newAccount(NewAccountDetails)
    /// Another Swippy user, found by mobile number.
    case swippyUser(SwippyRecipient)
    /// Another account of the same user.
    case ownAccount(id: String)
    /// The due of the card at this wallet position.
    case cardDue(position: Int)

    /// True when the money leaves Swippy for another bank (and the external fee applies).
    var isOutsideBank: Bool {
        switch self {
        case .beneficiary, .newAccount: true
        case .swippyUser, .ownAccount, .cardDue: false
        }
    }

    /// The category of the debit it causes.
    var category: String {
        if case .cardDue = self { return "card payment" }
        return "transfer"
    }
}

/// A bank account typed in by the user, already checked for form.
struct NewAccountDetails: Equatable {
    var name: String
    var accountNumber: String
    /// Upper case.
    var ifsc: String
}

/// Another Swippy user who will receive the money.
struct SwippyRecipient: Equatable {
    var userID: String
    var name: String
    var mobile: String
}

/// What has been typed on the new-account form so far; kept when the user steps back.
struct NewAccountForm: Equatable {
    var name = ""
    var accountNumber = ""
    var ifsc = ""
}

/// The transfer being put together, step by step. Owned by the interactor, observed by the presenters.
struct TransferDraft: Equatable {
    var sourceID: String?
    var destination: TransferDestination?
    var form = NewAccountForm()
    var mobile = ""
    var amount: Decimal?
    var note = ""
    /// Created when the confirmation screen is built; a second submit of the same id never moves money.
    var requestID: String?
    var outcome: TransferOutcome?
}

/// Everything needed to move the money, checked again when it is carried out.
struct TransferOrder: Equatable {
    var sourceID: String
    var destination: TransferDestination
    var amount: Decimal
    var note: String
    var requestID: String
}

/// What a successful transfer did.
struct TransferReceipt: Equatable {
    var reference: String
    var amount: Money
    var fee: Money
    /// Who received the money, in words.
    var counterparty: String
    var sourceName: String
    var newBalance: Money
    /// The debit on the source account.
    var debit: Transaction
}

/// How a transfer ended.
enum TransferOutcome: Equatable {
    case success(TransferReceipt)
    case failure(TransferFailure)
}

/// Why a step or a transfer was refused, with the one line the user sees.
enum TransferFailure: Error, Equatable {
    case insufficientBalance(String)
    case limitExceeded(String)
    case recipientNotFound(String)
    case currencyMismatch(String)
    case transfersLocked(String)
    case verificationFailed(String)
    case sourceUnavailable(String)
    case invalidInput(String)
    case alreadySubmitted(String)
    case saveFailed(String)

    /// The line shown to the user.
    var message: String {
        switch self {
        case .insufficientBalance(let text), .limitExceeded(let text), .recipientNotFound(let text),
             .currencyMismatch(let text), .transfersLocked(let text), .verificationFailed(let text),
             .sourceUnavailable(let text), .invalidInput(let text), .alreadySubmitted(let text), .saveFailed(let text):
            text
        }
    }
}

/// The answer to a transaction PIN.
enum PINSubmission: Equatable {
    /// Wrong PIN; this many tries are left before transfers lock.
    case wrong(attemptsLeft: Int)
    /// The PIN was not even 6 digits; nothing was counted.
    case malformed
    /// The transfer was carried out or refused.
    case finished(TransferOutcome)
}
