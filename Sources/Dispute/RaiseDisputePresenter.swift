import Foundation
import SwippyCore
import SwippyData

/// The raise-a-dispute flow on one screen, step by step: a card or account, one of its transactions
/// (newest first, paged), a reason, a description, then confirmation. `b` steps back.
@MainActor
final class RaiseDisputePresenter: ModulePresenter {
    static let title = "Raise a dispute"

    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private var observation: ObservationToken?

    /// The transaction the draft starts with, when another feature chose it (the payload of the raise step).
    private let transactionID: String?

    init(interactor: any DisputeInteracting, transactionID: String? = nil) {
        self.interactor = interactor
        self.transactionID = transactionID
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        if let transactionID {
            interactor.beginRaise(forTransaction: transactionID)
        } else {
            interactor.beginRaise()
        }
    }

    func handle(_ input: String) {
        let raise = interactor.state.value.raise
        switch raise.step {
        case .source:
            switch raise.sourcePaging.answer(input) {
            case .turn(let forward): interactor.turnRaisePage(forward: forward)
            case .choose(let index): interactor.chooseSource(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
            }
        case .transaction:
            switch raise.paging.answer(input) {
            case .turn(let forward): interactor.turnRaisePage(forward: forward)
            case .choose(let index): interactor.chooseTransaction(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
            }
        case .reason:
            guard let index = choice(input, count: DisputeReason.allCases.count) else { return }
            interactor.chooseReason(at: index)
        case .description:
            interactor.describe(input)
        case .confirm:
            interactor.answerRaise(YesNo(input))
        case .raised:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        if !interactor.stepBackInRaise() { interactor.back() }
        return true
    }

    /// The option `input` picks, or nil after telling the user it matched nothing.
    private func choice(_ input: String, count: Int) -> Int? {
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return nil
        }
        return index
    }

    /// The screen of the raise step `state` is at.
    static func viewModel(for state: DisputeState) -> DisputeViewModel {
        var model = stepModel(state.raise, zone: state.zone)
        model.notice = state.notice
        return model
    }

    private static func stepModel(_ raise: DisputeState.RaiseDraft, zone: TimeZone) -> DisputeViewModel {
        if let loadError = raise.loadError {
            return DisputeViewModel(title: title, parts: [.error(loadError)], prompt: .back)
        }
        switch raise.step {
        case .source: return sourceModel(raise)
        case .transaction: return transactionModel(raise, zone: zone)
        case .reason:
            let reasons = DisputeReason.allCases
            return DisputeViewModel(
                title: title, parts: [.fields(summary(raise, zone: zone)), .text("Why are you disputing it?")],
                options: reasons.map(\.label), prompt: DisputeViewModel.choosePrompt("a reason", count: reasons.count),
                helpLines: ["b steps back to the transactions."])
        case .description:
            let required = raise.reason == .other
            return DisputeViewModel(
                title: title,
                parts: [
                    .fields(summary(raise, zone: zone)),
                    .text(
                        required
                            ? "Describe what went wrong (required, at most 500 characters)."
                            : "Add a description (at most 500 characters), or press Enter to skip."),
                ],
                prompt: Prompt(required ? "Description" : "Description (optional)"),
                helpLines: ["b steps back to the reasons."])
        case .confirm, .raised:
            return DisputeViewModel(
                title: title,
                parts: [
                    .fields(summary(raise, zone: zone)),
                    .text("Raise this dispute? It will be open until our team reviews it."),
                ],
                prompt: .confirm("Raise it?"), helpLines: ["y raises the dispute; n changes the description."])
        }
    }

    private static func sourceModel(_ raise: DisputeState.RaiseDraft) -> DisputeViewModel {
        guard !raise.sources.isEmpty else {
            return DisputeViewModel(
                title: title, parts: [.text("You have no cards or accounts to dispute from.")],
                prompt: .back)
        }
        var commands: [Block.Command] = []
        if raise.sourcePaging.hasNext { commands.append(Block.Command("n", "Next page")) }
        if raise.sourcePaging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
        return DisputeViewModel(
            title: title,
            parts: [
                .text(
                    "Which card or account was charged?"
                        + (raise.sourcePaging.pageCount > 1 ? " " + raise.sourcePaging.header() : ""))
            ],
            options: raise.sourcePaging.visible(raise.sources).map(\.label),
            firstOption: raise.sourcePaging.number(at: 0),
            commands: commands, prompt: raise.sourcePaging.prompt("Choose a card or account"),
            helpLines: [
                "A number lists that card's or account's transactions (its number in the whole list, on any page).",
                "n / p    next / previous page",
            ])
    }

    private static func transactionModel(_ raise: DisputeState.RaiseDraft, zone: TimeZone) -> DisputeViewModel {
        let rows = raise.visibleTransactions.enumerated().map { index, item in
            [
                "\(raise.paging.number(at: index)).", SwippyDate.day(item.transaction.date, in: zone),
                item.transaction.counterparty,
                (item.transaction.direction == .debit ? "-" : "+") + item.transaction.money.formatted,
                item.eligibility.mark,
            ]
        }
        var commands: [Block.Command] = []
        if raise.paging.hasNext { commands.append(Block.Command("n", "Next page")) }
        if raise.paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
        return DisputeViewModel(
            title: title,
            parts: [
                .text((raise.source?.label ?? "") + " · " + raise.paging.header("transaction")),
                .table(
                    heading: "Transactions, newest first", columns: [.keepRight, .keep, .shrink, .keepRight, .keep],
                    rows: rows,
                    emptyText: "No transactions."),
            ],
            commands: commands, prompt: raise.paging.prompt("Choose a transaction"),
            helpLines: [
                "Only debits from the dispute window without an open dispute can be chosen.",
                "n / p    next / previous page",
            ])
    }

    private static func summary(_ raise: DisputeState.RaiseDraft, zone: TimeZone) -> [DisputeViewModel.Field] {
        var fields: [DisputeViewModel.Field] = []
        if let source = raise.source { fields.append(.init(label: "From", value: source.label)) }
        if let transaction = raise.transaction {
            fields.append(
                .init(
                    label: "Transaction",
                    value: "\(SwippyDate.day(transaction.date, in: zone)) · \(transaction.counterparty) · "
                        + transaction.money.formatted,
                    keep: true))
        }
        if let reason = raise.reason, raise.step != .reason {
            fields.append(.init(label: "Reason", value: reason.label))
        }
        if case .confirm = raise.step {
            fields.append(.init(label: "Description", value: raise.description.isEmpty ? "—" : raise.description))
        } else if case .raised = raise.step {
            fields.append(.init(label: "Description", value: raise.description.isEmpty ? "—" : raise.description))
        }
        return fields
    }
}
