import Foundation
import SwippyData

/// The disputes as last loaded.
struct DisputeListState: Equatable {
    enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    var phase: Phase = .loading
    /// Newest first.
    var disputes: [Dispute] = []
    /// What each disputed transaction was, by transaction id, for display.
    var transactions: [String: Transaction] = [:]

    func dispute(_ id: String) -> Dispute? { disputes.first { $0.id == id } }
}

/// A card or an account whose transactions can be disputed.
enum DisputeSource: Equatable {
    case card(WalletCard)
    case account(BankAccount)

    /// "Millennia Credit Card · •••• •••• •••• 3456" or "Savings · HDFC Bank ••••7812".
    var label: String {
        switch self {
        case .card(let card): "\(card.card.title) · \(card.card.maskedNumber)"
        case .account(let account): "\(account.name) · \(account.bankName) \(Mask.tail(account.number))"
        }
    }
}

/// A transaction with whether it can be disputed.
struct DisputableTransaction: Equatable {
    var transaction: Transaction
    var eligibility: DisputeEligibility
}

/// Whether a transaction can be disputed, and if not why.
enum DisputeEligibility: Equatable {
    case eligible
    /// Money in cannot be disputed.
    case credit
    /// Older than the dispute window.
    case tooOld(windowDays: Int)
    /// Already has a dispute that is open or in review.
    case alreadyDisputed(id: String)

    /// Why it cannot be disputed, as one line; nil when it can.
    var refusal: String? {
        switch self {
        case .eligible: nil
        case .credit: "Only money going out (a debit) can be disputed."
        case .tooOld(let days): "Only debits from the last \(days) days can be disputed."
        case .alreadyDisputed(let id): "This transaction already has an open dispute (\(id))."
        }
    }

    /// A short mark for the transaction list; empty when it can be disputed.
    var mark: String {
        switch self {
        case .eligible: ""
        case .credit: "money in"
        case .tooOld: "too old"
        case .alreadyDisputed(let id): "\(id) open"
        }
    }
}

/// Why a card is blocked.
enum BlockReason: String, CaseIterable, Equatable {
    case lost, stolen, damaged

    var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// What happened when the user confirmed a block with the transaction PIN.
enum BlockOutcome: Equatable {
    case blocked(WalletCard)
    case wrongPIN(attemptsLeft: Int)
    case locked
    case refused(DisputeError)
}
