import Foundation
import SwippyCore
import SwippyData

/// To a new bank account: name, account number twice, IFSC (typed, or found in the directory).
/// `back` steps back one field; what was typed is kept and Enter keeps it.
@MainActor
final class NewAccountPresenter: ModulePresenter {
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
        if interactor.state.value.isCheckingHolder {
            return interactor.answerHolderCheck(YesNo(input))
        }
        if interactor.state.value.isAskingIFSC, ["f", "find"].contains(input.lowercased()) {
            interactor.openIFSCFinder()
        } else {
            interactor.typeNewAccount(input)
        }
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        if state.isCheckingHolder, let check = state.holderCheck { return holderModel(check, state: state) }
        let form = state.form
        let field: NewAccountField
        if case .newAccount(let current) = state.step { field = current } else { field = .ifsc }
        var fields = TransferText.fromField(state)
        if field.rawValue > NewAccountField.name.rawValue || !form.name.isEmpty {
            fields.append(.init("Name", form.name))
        }
        if !form.accountNumber.isEmpty { fields.append(.init("Account", Mask.tail(form.accountNumber), keep: true)) }
        if !form.ifsc.isEmpty {
            let bank = state.branch(form.ifsc).map { " · \($0.bank), \($0.branch)" } ?? ""
            fields.append(.init("IFSC", form.ifsc + bank))
        }
        fields = fields.filter { !$0.value.text.isEmpty }
        let prompt: Prompt
        var commands: [Block.Command] = []
        switch field {
        case .name: prompt = keeping("Account holder's name", form.name)
        case .number:
            prompt = keeping(
                "Account number (9-18 digits)", form.accountNumber.isEmpty ? "" : Mask.tail(form.accountNumber))
        case .numberAgain: prompt = Prompt("Account number again")
        case .ifsc:
            prompt = keeping("IFSC (11 characters)", form.ifsc)
            commands = [Block.Command("f", "Find an IFSC by bank and branch")]
        }
        return TransferViewModel(
            title: "\(TransferText.title) · New bank account", fields: fields,
            message: "Step \(field.rawValue + 1) of \(NewAccountField.allCases.count). "
                + "Type b to step back; what you typed is kept.",
            commands: commands, prompt: prompt, notice: state.notice,
            help: ["Enter keeps what you typed before.", "f, find  look up an IFSC (on the IFSC step)"])
    }

    /// The name check: who the banks say holds the account typed, or that it could not be verified.
    static func holderModel(_ check: HolderCheck, state: TransferState) -> TransferViewModel {
        let details = check.details
        var fields =
            TransferText.fromField(state) + [
                TransferViewModel.Field("Account", Mask.tail(details.accountNumber), keep: true),
                TransferViewModel.Field("IFSC", details.ifsc, keep: true),
                TransferViewModel.Field("Name you typed", details.name),
            ]
        let message: String
        let question: String
        if let holder = check.holder {
            fields.append(TransferViewModel.Field("Registered holder", holder))
            message = "The bank has this account in the name of \(holder). n changes the details."
            question = "Pay \(holder)?"
        } else {
            message =
                "The holder's name could not be verified: the bank's directory does not list this account. "
                + "n changes the details."
            question = "Go on without a verified name?"
        }
        return TransferViewModel(
            title: "\(TransferText.title) · Check the name", fields: fields.filter { !$0.value.text.isEmpty },
            message: message, prompt: .confirm(question), notice: state.notice)
    }

    private static func keeping(_ text: String, _ current: String) -> Prompt {
        Prompt(current.isEmpty ? text : "\(text) (Enter keeps \(current))")
    }
}
