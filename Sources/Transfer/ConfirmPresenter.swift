import Foundation
import SwippyCore
import SwippyData

/// Step 4: everything at a glance; confirm or cancel.
@MainActor
final class ConfirmPresenter: ModulePresenter {
    weak var view: (any ScreenView<TransferViewModel>)?
    private let interactor: any TransferInteracting
    private var observation: ObservationToken?

    init(interactor: any TransferInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func goBack() -> Bool {
        interactor.back()
    }

    func handle(_ input: String) {
        if TransferInput.isCancel(input) { return interactor.cancel() }
        switch YesNo(input) {
        case .yes?:
            interactor.confirm()
        case .no?:
            interactor.cancel()
        case nil:
            view?.showNotice(YesNo.refusal)
        }
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        var fields = TransferText.fromField(state) + TransferText.payeeFields(state)
        let amount = Money(state.amount ?? 0, state.currency)
        fields.append(.init("Amount", "\(amount.formatted) (\(amount.currency))", keep: true))
        if let quote = state.quote {
            fields.append(.init("They receive", "\(quote.received.formatted) (\(quote.received.currency))", keep: true))
            fields.append(
                .init("Rate", "\(quote.rateText) on \(SwippyDate.day(quote.asOf, in: state.zone))", keep: true))
        }
        if state.fee > 0 {
            fields.append(.init("Fee", TransferText.money(state.fee, state), keep: true))
            fields.append(.init("Total", TransferText.money(amount.amount + state.fee, state), keep: true))
        }
        fields.append(.init("Note", state.note.isEmpty ? "—" : state.note))
        return TransferViewModel(
            title: "\(TransferText.title) · Confirm", fields: fields,
            message: "Check the details before you send: y asks for the transaction PIN, n cancels.",
            prompt: .confirm("Send it?"), notice: state.notice,
            help: ["y (or 1) asks for the transaction PIN; n (or 2) cancels."])
    }
}
