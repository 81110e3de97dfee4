import Foundation
import SwippyCore
import SwippyData

/// Step 4: everything at a glance; confirm or cancel. Building it starts a new request id.
@MainActor
final class ConfirmPresenter: StepPresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        interactor.beginConfirmation()
        refresh()
    }

    func didReappear() { refresh() }

    func handle(_ input: String) {
        switch input.lowercased() {
        case "1", "y", "yes", "confirm": router.navigate(.next(.pin))
        case "2", "c", "cancel": router.navigate(.cancel)
        default: notify(MenuInput.unknownHint(input, count: 2))
        }
    }

    private func refresh() {
        let draft = interactor.draft.value
        let currency = interactor.source()?.currency ?? "INR"
        show(Self.viewModel(
            fields: TransferText.fromField(interactor) + TransferText.destinationFields(interactor),
            amount: Money(draft.amount ?? 0, currency), fee: Money(interactor.fee(), currency), note: draft.note))
    }

    static func viewModel(fields: [StepViewModel.Field], amount: Money, fee: Money, note: String) -> StepViewModel {
        var fields = fields
        fields.append(.init(label: "Amount", value: "\(amount.formatted) (\(amount.currency))"))
        if fee.amount > 0 {
            fields.append(.init(label: "Fee", value: fee.formatted))
            fields.append(.init(label: "Total", value: Money(amount.amount + fee.amount, amount.currency).formatted))
        }
        fields.append(.init(label: "Note", value: note.isEmpty ? "—" : note))
        return StepViewModel(
            title: "\(TransferText.title) · Confirm", fields: fields, message: "Check the details before you send.",
            choices: [["Confirm and enter the transaction PIN"], ["Cancel"]], prompt: Prompt("Choose (1-2)"))
    }
}

/// Step 5: the 6-digit transaction PIN, read without echo; wrong ones count towards the lock.
@MainActor
final class PINPresenter: StepPresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        show(StepViewModel(
            title: "\(TransferText.title) · Transaction PIN", message: "Enter your 6-digit transaction PIN to send the money.",
            prompt: .secret("Transaction PIN")))
    }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        switch interactor.submit(pin: input) {
        case .malformed:
            notify("The transaction PIN has 6 digits.")
        case .wrong(let attemptsLeft):
            notify("Wrong transaction PIN. \(attemptsLeft) \(attemptsLeft == 1 ? "attempt" : "attempts") left before transfers are locked.")
        case .finished:
            router.navigate(.finish)
        }
    }
}
