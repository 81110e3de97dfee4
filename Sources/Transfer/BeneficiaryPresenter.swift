import Foundation
import SwippyCore
import SwippyData

/// To a saved beneficiary: details come from the wallet and cannot be edited.
@MainActor
final class BeneficiaryPresenter: ModulePresenter {
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
        let state = interactor.state.value
        switch state.step {
        case .renameBeneficiary: return interactor.renameBeneficiary(to: input)
        case .deleteBeneficiary: return interactor.deleteBeneficiary(pin: input)
        default: break
        }
        if TransferInput.isCancel(input) { return interactor.cancel() }
        let count = state.beneficiaries.count
        let words = input.split(separator: " ", maxSplits: 1).map(String.init)
        if words.count == 2, ["r", "x"].contains(words[0].lowercased()) {
            guard let index = MenuInput.choice(words[1], count: count) else {
                return view?.showNotice("Type r or x and a number from 1 to \(count), like r 1.") ?? ()
            }
            return words[0].lowercased() == "r"
                ? interactor.startRenamingBeneficiary(at: index) : interactor.startDeletingBeneficiary(at: index)
        }
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return
        }
        interactor.chooseBeneficiary(at: index)
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        let title = "\(TransferText.title) · Saved beneficiary"
        let payees = state.beneficiaries
        guard !payees.isEmpty else {
            return TransferViewModel(
                title: title, fields: TransferText.fromField(state),
                message: "You have no saved beneficiaries. Go back and choose New bank account.",
                prompt: Prompt.back, notice: state.notice)
        }
        if let payee = state.managedBeneficiary {
            let fields = [
                TransferViewModel.Field("Beneficiary", payee.name), TransferViewModel.Field("Bank", payee.bankName),
                TransferViewModel.Field("Account", Mask.tail(payee.accountNumber), keep: true),
            ]
            if case .deleteBeneficiary = state.step {
                return TransferViewModel(
                    title: "\(TransferText.title) · Delete beneficiary", fields: fields,
                    message: "Delete \(payee.name)? Type your transaction PIN to delete, or b to keep it.",
                    prompt: .secret("Transaction PIN"), notice: state.notice)
            }
            return TransferViewModel(
                title: "\(TransferText.title) · Rename beneficiary", fields: fields,
                message: "Type the new name (a person's name), or b to keep \(payee.name).",
                prompt: Prompt("New name"), notice: state.notice)
        }
        return TransferViewModel(
            title: title, fields: TransferText.fromField(state), message: "Send to:",
            choices: payees.map { [$0.name, $0.bankName, Mask.tail($0.accountNumber), $0.ifsc] },
            columns: [.shrink, .wrap, .keep, .keep],
            commands: [Block.Command("r N", "Rename beneficiary N"), Block.Command("x N", "Delete beneficiary N")],
            prompt: Prompt.choice("Choose a beneficiary", count: payees.count), notice: state.notice)
    }
}
