import Foundation
import SwippyData

/// The dispute rules as pure functions of data and the current time.
enum DisputeRules {
    static let maxDescriptionLength = 500
    static let maxSubjectLength = 100
    static let minBodyLength = 10
    static let maxBodyLength = 1000
    static let reviewNote = "Our team is reviewing it"
    static let raisedNote = "Dispute raised"
    static let withdrawnNote = "You withdrew it"

    /// Open and in-review disputes count as open: a transaction has at most one of them.
    static func isOpen(_ status: DisputeStatus) -> Bool {
        status == .open || status == .inReview
    }

    /// Whether `transaction` can be disputed at `now`, given the disputes already raised.
    static func eligibility(
        of transaction: Transaction, now: Date, windowDays: Int, disputes: [Dispute]
    ) -> DisputeEligibility {
        eligibility(of: transaction, now: now, windowDays: windowDays, openDisputes: openDisputes(disputes))
    }

    /// The first open dispute of each transaction that has one, by transaction id: built once for a list, so
    /// each listed transaction costs one look-up instead of a search of every dispute.
    static func openDisputes(_ disputes: [Dispute]) -> [String: Dispute] {
        var open: [String: Dispute] = [:]
        for dispute in disputes where isOpen(dispute.status) && open[dispute.transactionID] == nil {
            open[dispute.transactionID] = dispute
        }
        return open
    }

    /// Whether `transaction` can be disputed at `now`, given the open disputes by transaction id.
    static func eligibility(
        of transaction: Transaction, now: Date, windowDays: Int, openDisputes: [String: Dispute]
    ) -> DisputeEligibility {
        if let open = openDisputes[transaction.id] {
            return .alreadyDisputed(id: open.id, status: open.status)
        }
        guard transaction.direction == .debit else { return .credit }
        let windowStart = now.addingTimeInterval(-Double(windowDays) * 86_400)
        guard transaction.date >= windowStart else { return .tooOld(windowDays: windowDays) }
        return .eligible
    }

    /// `dispute` moved to "in review" when it has been open for `reviewAfterHours` at `now`; the event
    /// is dated at the exact moment it became due, not when the app noticed.
    static func advanced(_ dispute: Dispute, now: Date, reviewAfterHours: Int) -> Dispute {
        guard dispute.status == .open else { return dispute }
        let due = dispute.raisedAt.addingTimeInterval(Double(reviewAfterHours) * 3_600)
        guard now >= due else { return dispute }
        var next = dispute
        next.status = .inReview
        next.timeline.append(DisputeEvent(status: .inReview, at: due, note: reviewNote))
        return next
    }

    /// The trimmed description, or why it is refused.
    static func description(_ text: String, for reason: DisputeReason) -> Result<String, DisputeError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty, reason == .other {
            return .failure(DisputeError("Describe what went wrong: a description is required for \"Other\"."))
        }
        if trimmed.count > maxDescriptionLength {
            return .failure(
                DisputeError(
                    "The description is \(trimmed.count) characters; keep it to \(maxDescriptionLength)."))
        }
        return .success(trimmed)
    }

    /// The trimmed text when it has between `minimum` and `maximum` characters, or why not.
    static func text(_ text: String, named name: String, minimum: Int, maximum: Int) -> Result<String, DisputeError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .failure(DisputeError("The \(name) cannot be empty.")) }
        if trimmed.count < minimum {
            return .failure(DisputeError("The \(name) is too short: write at least \(minimum) characters."))
        }
        if trimmed.count > maximum {
            return .failure(DisputeError("The \(name) is \(trimmed.count) characters; keep it to \(maximum)."))
        }
        return .success(trimmed)
    }
}
