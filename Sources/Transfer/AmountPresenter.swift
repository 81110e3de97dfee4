import Foundation
import SwippyCore
import SwippyData

/// Step 3: how much (for a card: the whole due or another amount), then an optional note.
@MainActor
final class AmountPresenter: StepPresenter {
    enum Stage: Equatable { case dueChoice, amount, note }

    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var stage: Stage
    private var observation: ObservationToken?

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
        self.stage = interactor.isCardPayment ? .dueChoice : .amount
    }

    func start() {
        observation = interactor.draft.observe { [weak self] _ in self?.refresh() }
    }

    func didReappear() {
        stage = interactor.isCardPayment ? .dueChoice : .amount
        refresh()
    }

    func goBack() -> Bool {
        switch stage {
        case .dueChoice: return false
        case .amount where interactor.isCardPayment: stage = .dueChoice
        case .amount: return false
        case .note: stage = .amount
        }
        refresh()
        return true
    }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        switch stage {
        case .dueChoice: chooseDue(input)
        case .amount: typeAmount(input)
        case .note: typeNote(input)
        }
    }

    private func chooseDue(_ input: String) {
        guard let due = interactor.dueAmount(), due.amount > 0 else { return notify("This card has nothing due.") }
        switch MenuInput.choice(input, count: 2) {
        case 0?:
            if accept(interactor.setAmount(value: due.amount)) { move(to: .note) }
        case 1?:
            move(to: .amount)
        default:
            notify(MenuInput.unknownHint(input, count: 2))
        }
    }

    private func typeAmount(_ input: String) {
        if input.isEmpty, let kept = interactor.draft.value.amount {
            if accept(interactor.setAmount(value: kept)) { move(to: .note) }
            return
        }
        if accept(interactor.setAmount(input)) { move(to: .note) }
    }

    private func typeNote(_ input: String) {
        let current = interactor.draft.value.note
        let note = input == "-" ? "" : input.isEmpty ? current : input
        switch interactor.setNote(note) {
        case .success: router.navigate(.next(.confirm))
        case .failure(let failure): notify(failure.message)
        }
    }

    private func accept(_ result: Result<Decimal, TransferFailure>) -> Bool {
        if case .failure(let failure) = result {
            notify(failure.message)
            return false
        }
        return true
    }

    private func move(to next: Stage) {
        stage = next
        refresh()
    }

    private func refresh() {
        show(Self.viewModel(
            stage: stage, draft: interactor.draft.value, fields: TransferText.fromField(interactor) + TransferText.destinationFields(interactor),
            limit: TransferText.money(interactor.limits.perTransfer, interactor), fee: interactor.fee(),
            currency: interactor.source()?.currency ?? "INR", due: interactor.dueAmount()))
    }

    static func viewModel(
        stage: Stage, draft: TransferDraft, fields: [StepViewModel.Field], limit: String, fee: Decimal, currency: String, due: Money?
    ) -> StepViewModel {
        var fields = fields
        if fee > 0 { fields.append(.init(label: "Fee", value: Money(fee, currency).formatted)) }
        let title = "\(TransferText.title) · Amount"
        switch stage {
        case .dueChoice where (due?.amount ?? 0) <= 0:
            return StepViewModel(
                title: title, fields: fields, message: "This card has nothing due: there is nothing to pay.",
                prompt: Prompt("Type b to go back"))
        case .dueChoice:
            let whole = due.map { "Pay the whole due (\($0.formatted))" } ?? "Pay the whole due"
            return StepViewModel(
                title: title, fields: fields, message: "How much do you want to pay?", choices: [[whole], ["Pay another amount"]],
                prompt: Prompt("Choose (1-2)"))
        case .amount:
            let most = due.map { "at most the due, \($0.formatted)" } ?? "at most \(limit) per transfer"
            let kept = draft.amount.map { " (Enter keeps \(Money($0, currency).formatted))" } ?? ""
            return StepViewModel(
                title: title, fields: fields, message: "Type the amount in \(currency): more than 0, 2 decimals at most, \(most).",
                prompt: Prompt("Amount\(kept)"), help: ["Examples: 1500, 1500.50, 1,500"])
        case .note:
            fields.append(.init(label: "Amount", value: Money(draft.amount ?? 0, currency).formatted))
            let prompt = draft.note.isEmpty
                ? Prompt("Note (Enter for none)") : Prompt("Note (Enter keeps \"\(draft.note.prefix(20))\", - for none)")
            return StepViewModel(
                title: title, fields: fields, message: "Add a note for the payee, up to \(TransferRules.maxNoteLength) characters.",
                prompt: prompt)
        }
    }
}
