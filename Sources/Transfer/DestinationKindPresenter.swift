import Foundation
import SwippyCore
import SwippyData

/// Step 2: what kind of payee.
@MainActor
final class DestinationKindPresenter: ModulePresenter {
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
        let kinds = PayeeKind.allCases
        guard let index = MenuInput.choice(input, count: kinds.count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: kinds.count))
            return
        }
        interactor.choosePayeeKind(kinds[index])
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        TransferViewModel(
            title: "\(TransferText.title) · To", fields: TransferText.fromField(state), message: "Send to:",
            choices: PayeeKind.allCases.map { [$0.title] }, prompt: .option(count: PayeeKind.allCases.count),
            notice: state.notice)
    }
}
