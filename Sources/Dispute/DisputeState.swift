import Foundation
import SwippyCore
import SwippyData

/// The whole state of the disputes-and-support flows, owned by `DisputeInteractor`: the screen the module is
/// on and the ones below it, the disputes as last loaded, the raise draft, the dispute on the detail screen, the
/// support email, and the last notice. Every screen of these flows is a view of this one value.
struct DisputeState: Equatable {
    /// The module's screens: `DisputeRouter` shows the screen of `step`, and the screens of `trail` below it.
    enum Step: Equatable {
        /// The "Disputes and support" menu.
        case hub
        /// The raise flow; started on the transaction with this id when another feature chose it.
        case raise(transactionID: String?)
        case myDisputes
        /// The dispute with this id: its detail and timeline.
        case detail(id: String)
        case contactSupport
        case emailSupport
        /// The sent message: it takes the email form's place.
        case emailSent
        /// The block flow, for the card at this wallet position when it was chosen before (else a pick).
        case blockCard(preset: Int?)
        /// The activate/deactivate flow, for the card at this wallet position when it was chosen before.
        case cardActivation(preset: Int?)
        /// The user stepped back from the module's first screen: the module hands back to its host.
        case finished
    }

    /// The dispute the detail screen shows, and whether it waits for "withdraw? (y/n)".
    struct Detail: Equatable {
        var id: String
        var confirmingWithdrawal = false
    }

    /// The user's disputes as last loaded, with the transactions they are about.
    struct DisputeList: Equatable {
        enum Phase: Equatable {
            case loading
            case loaded
            case failed(String)
        }

        var phase: Phase = .loading
        /// Newest first.
        var disputes: [Dispute] = [] {
            didSet { paging = paging.resized(to: disputes.count) }
        }
        /// What each disputed transaction was, by transaction id, for display.
        var transactions: [String: Transaction] = [:]
        /// The page of `disputes` shown (SwippyCore's one paging and numbering).
        var paging: Paging

        /// A list; its paging starts on the first page of `pageSize`.
        init(
            phase: Phase = .loading, disputes: [Dispute] = [], transactions: [String: Transaction] = [:],
            pageSize: Int = 6
        ) {
            self.phase = phase
            self.disputes = disputes
            self.transactions = transactions
            paging = Paging(itemCount: disputes.count, pageSize: pageSize)
        }

        /// The dispute with `id`, if loaded.
        func dispute(_ id: String) -> Dispute? { disputes.first { $0.id == id } }
    }

    /// The raise-a-dispute flow, step by step: a card or account, one of its transactions (newest first,
    /// paged), a reason, a description, then confirmation; `raised` once it is saved.
    struct RaiseDraft: Equatable {
        enum Step: Equatable {
            case source, transaction, reason, description, confirm
            /// Saved: the dispute's detail screen takes over.
            case raised(id: String)
        }

        var step = Step.source
        /// True when another feature chose the transaction (History's "dispute"): the flow then starts at the
        /// reason, and stepping back from there leaves it, back to where the user came from.
        var startedOnTransaction = false
        /// Why the cards and accounts could not be read, if they could not.
        var loadError: String?
        /// The cards and accounts to choose from; their paging follows their count.
        var sources: [DisputeSource] = [] {
            didSet { sourcePaging = sourcePaging.resized(to: sources.count) }
        }
        /// The page of `sources` shown.
        var sourcePaging: Paging
        var source: DisputeSource?
        /// The chosen source's transactions, newest first.
        var transactions: [DisputableTransaction] = [] {
            didSet { paging = paging.resized(to: transactions.count) }
        }
        var paging: Paging
        var transaction: Transaction?
        var reason: DisputeReason?
        /// The checked description (trimmed; may be empty when the reason allows it).
        var description = ""

        /// A draft at its first step.
        init(pageSize: Int) {
            paging = Paging(pageSize: pageSize)
            sourcePaging = Paging(pageSize: pageSize)
        }

        /// The transactions on the page shown.
        var visibleTransactions: [DisputableTransaction] { paging.visible(transactions) }
    }

    /// The email-support flow: a subject, then a one-line message, then y to send; `sent` once it is in the outbox.
    struct EmailDraft: Equatable {
        enum Step: Equatable {
            case subject, body, confirm
            /// Saved to the outbox: the sent screen takes over.
            case sent(OutboxMessage)
        }

        var step = Step.subject
        var subject = ""
        var body = ""
    }

    /// The screen the module is on.
    var step: Step
    /// The steps below `step`, bottom first: stepping back returns to the last.
    var trail: [Step] = []
    /// Helpline, email and hours.
    var support: SupportContacts
    /// The user's disputes, newest first.
    var list = DisputeList()
    /// The raise-a-dispute flow.
    var raise: RaiseDraft
    /// The dispute on the detail screen (nil before one is opened).
    var detail: Detail?
    /// The email-support flow.
    var email = EmailDraft()
    /// What the flow last said; each screen shows a new one once.
    var notice: Notice?

    /// The user's time zone: every moment on the disputes screens is shown in it.
    let zone: TimeZone

    /// A state on `step` (the module's first screen) with nothing loaded yet.
    init(support: SupportContacts, pageSize: Int, zone: TimeZone, step: Step = .hub) {
        self.step = step
        self.zone = zone
        self.support = support
        self.raise = RaiseDraft(pageSize: pageSize)
    }
}

extension DisputeState {
    /// Says `text` once: the next notice of this flow.
    mutating func say(_ text: String) {
        notice = Notice(text, after: notice)
    }

    /// Opens the screen of `next` above the one shown.
    mutating func open(_ next: Step) {
        trail.append(step)
        step = next
    }

    /// Returns to the screen below the one shown, or finishes the module when it is its first.
    mutating func stepBack() {
        step = trail.popLast() ?? .finished
    }

    /// The dispute on the detail screen, when it is loaded.
    var detailDispute: Dispute? {
        detail.flatMap { list.dispute($0.id) }
    }
}
