import Foundation
import SwippyCore
import SwippyData

/// One transaction: everything known about it; repeat, dispute, share as text.
@MainActor
final class HistoryDetailsPresenter: ModulePresenter {
    weak var view: (any ScreenView<HistoryViewModel>)?
    private let interactor: any HistoryInteracting
    private let router: any HistoryRouting
    private var observation: ObservationToken?

    init(interactor: any HistoryInteracting, router: any HistoryRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    /// Back from repeat or dispute: the transaction's disputes are read again, so one raised there shows here.
    func didReappear() {
        let state = interactor.state.value
        interactor.open(state.step)
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        guard let transaction = state.detailed else { return view?.showNotice("Type b to go back.") ?? () }
        switch input.lowercased() {
        case "r" where TransferPrefill.canRepeat(transaction): router.navigate(to: .repeatTransfer(transaction))
        case "d":
            if transaction.direction != .debit {
                view?.showNotice("Only money going out (a debit) can be disputed.")
            } else if let open = Self.openDispute(state) {
                view?.showNotice("This transaction already has an open dispute (\(open.id)).")
            } else {
                router.navigate(to: .dispute(transaction))
            }
        case "t": interactor.share()
        default: view?.showNotice(Self.commandsHint(transaction, disputable: Self.canDispute(state)))
        }
    }

    static func viewModel(for state: HistoryState) -> HistoryViewModel {
        var model = HistoryViewModel(title: "Transaction")
        guard let transaction = state.detailed else {
            model.parts = [.text("This transaction is no longer in your history.")]
            model.prompt = Prompt.back
            return model
        }
        let lines = shareLines(transaction, state: state)
        model.parts = [.fields(lines.map { HistoryViewModel.Field(label: $0.label, value: $0.value, keep: $0.keep) })]
        if state.sharing {
            model.parts.append(.text("Copy these lines:"))
            model.parts.append(.plain(lines.map { "\($0.label): \($0.value)" }))
        }
        let repeatable = TransferPrefill.canRepeat(transaction)
        let disputable = canDispute(state)
        model.parts.append(
            .commands(
                (repeatable ? [Block.Command("r", "Repeat: send this again (you confirm with your PIN)")] : [])
                    + (disputable ? [Block.Command("d", "Dispute this transaction")] : []) + [
                        Block.Command("t", "Share as text")
                    ]))
        model.prompt = Prompt(
            "Type " + (repeatable ? (disputable ? "r, d or t" : "r or t") : (disputable ? "d or t" : "t")))
        model.notice = state.notice
        return model
    }

    /// True when "d" is offered: the transaction shown is money out with no dispute open on it.
    static func canDispute(_ state: HistoryState) -> Bool {
        state.detailed?.direction == .debit && openDispute(state) == nil
    }

    /// The first dispute of the transaction shown that is still open or in review; nil when none is.
    static func openDispute(_ state: HistoryState) -> Dispute? {
        state.disputes.first { $0.status == .open || $0.status == .inReview }
    }

    /// The one line for input the details screen does not take: only what it offers for `transaction`.
    static func commandsHint(_ transaction: Transaction, disputable: Bool = true) -> String {
        let offered =
            (TransferPrefill.canRepeat(transaction) ? ["r to repeat"] : []) + (disputable ? ["d to dispute"] : [])
        return "Type " + (offered + ["t to share as text"]).joined(separator: ", ") + ", or b to go back."
    }

    /// Everything known about `transaction`, as label and value, times in the state's zone.
    static func shareLines(_ transaction: Transaction, state: HistoryState) -> [(
        label: String, value: String, keep: Bool
    )] {
        let (query, zone) = (state.query, state.zone)
        var lines: [(label: String, value: String, keep: Bool)] = [
            ("Date", SwippyDate.dayAndTime(transaction.date, in: zone), true),
            ("Amount", HistoryText.amount(transaction, query), true),
        ]
        lines += HistoryText.otherLeg(transaction, query: query, zone: zone)
        lines += [
            ("Direction", transaction.direction == .credit ? "Money in" : "Money out", false),
            ("Counterparty", transaction.counterparty, false),
        ]
        if let mobile = transaction.counterpartyMobile {
            lines.append(
                (transaction.direction == .debit ? "Payee's mobile" : "Payer's mobile", Mask.tail(mobile), true))
        }
        lines += [
            ("Account", query.holderName(of: transaction), false),
            ("Category", transaction.category, false),
            ("Note", transaction.note.isEmpty ? "—" : transaction.note, false),
            ("Reference", transaction.reference, true),
            (
                "Status",
                openDispute(state).map {
                    "Completed · disputed (\($0.id), \($0.status == .open ? "open" : "in review"))"
                } ?? "Completed", false
            ),
        ]
        for dispute in state.disputes {
            lines.append(
                (
                    "Dispute",
                    "\(dispute.id) · \(dispute.status.rawValue) · raised \(SwippyDate.day(dispute.raisedAt, in: zone))",
                    false
                ))
        }
        return lines
    }
}
