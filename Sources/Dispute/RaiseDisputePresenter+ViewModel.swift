import SwippyCore
import SwippyData

extension RaiseDisputePresenter {
    static let title = "Raise a dispute"

    /// The view model of the current step.
    func viewModel(loadError: String?) -> DisputeViewModel {
        if let loadError {
            return DisputeViewModel(title: Self.title, blocks: [.error(loadError)], prompt: DisputeViewModel.backPrompt)
        }
        switch step {
        case .source: return sourceModel()
        case .transaction: return transactionModel()
        case .reason:
            let reasons = DisputeReason.allCases
            return DisputeViewModel(
                title: Self.title, blocks: [.fields(summary), .text("Why are you disputing it?")],
                options: reasons.map(\.label), prompt: DisputeViewModel.choosePrompt("a reason", count: reasons.count),
                helpLines: ["b steps back to the transactions."])
        case .description:
            let required = reason == .other
            return DisputeViewModel(
                title: Self.title,
                blocks: [.fields(summary), .text(required
                    ? "Describe what went wrong (required, at most 500 characters)."
                    : "Add a description (at most 500 characters), or press Enter to skip.")],
                prompt: Prompt(required ? "Description" : "Description (optional)"),
                helpLines: ["b steps back to the reasons."])
        case .confirm:
            return DisputeViewModel(
                title: Self.title,
                blocks: [.fields(summary), .text("Raise this dispute? It will be open until our team reviews it.")],
                prompt: Prompt("Raise it? (y/n)"), helpLines: ["y raises the dispute; n changes the description."])
        }
    }

    private func sourceModel() -> DisputeViewModel {
        guard !sources.isEmpty else {
            return DisputeViewModel(
                title: Self.title, blocks: [.text("You have no cards or accounts to dispute from.")],
                prompt: DisputeViewModel.backPrompt)
        }
        return DisputeViewModel(
            title: Self.title, blocks: [.text("Which card or account was charged?")],
            options: sources.map(\.label), prompt: DisputeViewModel.choosePrompt("a card or account", count: sources.count),
            helpLines: ["A number lists that card's or account's transactions."])
    }

    private func transactionModel() -> DisputeViewModel {
        let visible = visibleTransactions
        let rows = visible.enumerated().map { index, item in
            [
                "\(index + 1).", SwippyDate.day(item.transaction.date), item.transaction.counterparty,
                (item.transaction.direction == .debit ? "-" : "+") + item.transaction.money.formatted,
                item.eligibility.mark,
            ]
        }
        var commands: [String] = []
        if page + 1 < pageCount { commands.append("n  Next page") }
        if page > 0 { commands.append("p  Previous page") }
        return DisputeViewModel(
            title: Self.title,
            blocks: [
                .text((source?.label ?? "") + " · page \(page + 1) of \(pageCount)"),
                .table(heading: "Transactions, newest first", rows: rows, rightAligned: [0, 3], emptyText: "No transactions."),
            ],
            commands: commands, prompt: DisputeViewModel.choosePrompt("a transaction", count: rows.count),
            helpLines: ["Only debits from the dispute window without an open dispute can be chosen.",
                        "n / p    next / previous page"])
    }

    private var summary: [DisputeViewModel.Field] {
        var fields: [DisputeViewModel.Field] = []
        if let source { fields.append(.init(label: "From", value: source.label)) }
        if let transaction {
            fields.append(.init(
                label: "Transaction",
                value: "\(SwippyDate.day(transaction.date)) · \(transaction.counterparty) · \(transaction.money.formatted)"))
        }
        if let reason, step != .reason { fields.append(.init(label: "Reason", value: reason.label)) }
        if step == .confirm { fields.append(.init(label: "Description", value: text.isEmpty ? "—" : text)) }
        return fields
    }
}
