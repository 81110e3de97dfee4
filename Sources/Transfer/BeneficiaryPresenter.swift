import Foundation
import SwippyCore
import SwippyData

/// To a saved beneficiary: details come from the wallet and cannot be edited.
@MainActor
final class BeneficiaryPresenter: ModulePresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var observation: ObservationToken?

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
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
        if TransferInput.isCancel(input) { return leave() }
        let count = interactor.state.value.beneficiaries.count
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return
        }
        interactor.chooseBeneficiary(at: index)
    }

    static func viewModel(for state: TransferState) -> StepViewModel {
        let title = "\(TransferText.title) · Saved beneficiary"
        let payees = state.beneficiaries
        guard !payees.isEmpty else {
            return StepViewModel(
                title: title, fields: TransferText.fromField(state),
                message: "You have no saved beneficiaries. Go back and choose New bank account.",
                prompt: Prompt("Type b to go back"), notice: state.notice)
        }
        return StepViewModel(
            title: title, fields: TransferText.fromField(state), message: "Send to:",
            choices: payees.map { [$0.name, $0.bankName, Mask.tail($0.accountNumber), $0.ifsc] },
            columns: [.shrink, .wrap, .keep, .keep],
            prompt: Prompt.choice("Choose a beneficiary", count: payees.count), notice: state.notice)
    }

    /// Cancels the flow: it says nothing was sent, then returns to where it started.
    private func leave() {
        interactor.cancel()
        router.navigate(to: .origin)
    }
}
