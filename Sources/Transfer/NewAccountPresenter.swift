import SwippyCore
import SwippyData

/// To a new bank account: name, account number twice, IFSC (typed, or found in the directory).
/// `back` steps back one field; what was typed is kept and Enter keeps it.
@MainActor
final class NewAccountPresenter: StepPresenter {
    enum Field: Int, CaseIterable { case name, number, numberAgain, ifsc }

    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var field = Field.name
    private var observation: ObservationToken?

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.draft.observe { [weak self] _ in self?.refresh() }
    }

    func goBack() -> Bool {
        guard let previous = Field(rawValue: field.rawValue - 1) else { return false }
        field = previous
        refresh()
        return true
    }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        var form = interactor.draft.value.form
        switch field {
        case .name:
            guard let name = accept(TransferRules.name(input.isEmpty ? form.name : input)) else { return }
            form.name = name
        case .number:
            guard let number = accept(TransferRules.accountNumber(input.isEmpty ? form.accountNumber : input)) else { return }
            form.accountNumber = number
        case .numberAgain:
            guard input == form.accountNumber else {
                return notify("The account numbers do not match. Type the same account number again.")
            }
        case .ifsc:
            if ["f", "find"].contains(input.lowercased()) { return router.navigate(.next(.ifscFinder)) }
            guard let code = accept(TransferRules.ifsc(input.isEmpty ? form.ifsc : input)) else { return }
            form.ifsc = code
        }
        advance(with: form)
    }

    private func advance(with form: NewAccountForm) {
        if let next = Field(rawValue: field.rawValue + 1) {
            field = next
            interactor.updateForm(form)
            refresh()
            return
        }
        interactor.updateForm(form)
        switch interactor.chooseNewAccount() {
        case .success: router.navigate(.next(.amount))
        case .failure(let failure): notify(failure.message)
        }
    }

    private func accept(_ result: Result<String, TransferFailure>) -> String? {
        switch result {
        case .success(let value): return value
        case .failure(let failure):
            notify(failure.message)
            return nil
        }
    }

    private func refresh() {
        show(Self.viewModel(form: interactor.draft.value.form, field: field, fromField: TransferText.fromField(interactor),
                            bank: interactor.ifscEntry(interactor.draft.value.form.ifsc)))
    }

    static func viewModel(form: NewAccountForm, field: Field, fromField: [StepViewModel.Field], bank: IFSCEntry?) -> StepViewModel {
        var fields = fromField
        if field.rawValue > Field.name.rawValue || !form.name.isEmpty { fields.append(.init(label: "Name", value: form.name)) }
        if !form.accountNumber.isEmpty { fields.append(.init(label: "Account", value: Mask.tail(form.accountNumber))) }
        if !form.ifsc.isEmpty {
            fields.append(.init(label: "IFSC", value: form.ifsc + (bank.map { " · \($0.bank), \($0.branch)" } ?? "")))
        }
        fields = fields.filter { !$0.value.isEmpty }
        let prompt: Prompt
        var footer: [String] = []
        switch field {
        case .name: prompt = keeping("Account holder's name", form.name)
        case .number: prompt = keeping("Account number (9-18 digits)", form.accountNumber.isEmpty ? "" : Mask.tail(form.accountNumber))
        case .numberAgain: prompt = Prompt("Account number again")
        case .ifsc:
            prompt = keeping("IFSC (11 characters)", form.ifsc)
            footer = ["f  Find an IFSC by bank and branch"]
        }
        return StepViewModel(
            title: "\(TransferText.title) · New bank account", fields: fields,
            message: "Step \(field.rawValue + 1) of \(Field.allCases.count). Type b to step back; what you typed is kept.",
            footer: footer, prompt: prompt,
            help: ["Enter keeps what you typed before.", "f, find  look up an IFSC (on the IFSC step)"])
    }

    private static func keeping(_ text: String, _ current: String) -> Prompt {
        Prompt(current.isEmpty ? text : "\(text) (Enter keeps \(current))")
    }
}
