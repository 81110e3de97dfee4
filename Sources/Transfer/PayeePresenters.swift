import SwippyCore
import SwippyData

/// To a saved beneficiary: details come from the wallet and cannot be edited.
@MainActor
final class BeneficiaryPresenter: StepPresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var payees: [Beneficiary] = []

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        payees = interactor.beneficiaries()
        let title = "\(TransferText.title) · Saved beneficiary"
        guard !payees.isEmpty else {
            return show(StepViewModel(
                title: title, fields: TransferText.fromField(interactor),
                message: "You have no saved beneficiaries. Go back and choose New bank account.",
                prompt: Prompt("Type b to go back")))
        }
        view?.display(StepViewModel(
            title: title, fields: TransferText.fromField(interactor), message: "Send to:",
            choices: payees.map { [$0.name, $0.bankName, Mask.tail($0.accountNumber), $0.ifsc] },
            prompt: Prompt.choice("Choose a beneficiary", count: payees.count)))
    }

    func didReappear() { start() }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        guard let index = MenuInput.choice(input, count: payees.count) else {
            return notify(MenuInput.unknownHint(input, count: payees.count))
        }
        interactor.choose(.beneficiary(payees[index]))
        router.navigate(.next(.amount))
    }
}

/// To another account of the same user.
@MainActor
final class OwnAccountPresenter: StepPresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var targets: [BankAccount] = []

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        targets = interactor.ownTargets()
        let title = "\(TransferText.title) · Own account"
        guard !targets.isEmpty else {
            return show(StepViewModel(
                title: title, fields: TransferText.fromField(interactor), message: "You have no other account to move money to.",
                prompt: Prompt("Type b to go back")))
        }
        let rows = targets.map(TransferText.accountRow)
        view?.display(StepViewModel(
            title: title, fields: TransferText.fromField(interactor), message: "Move money to:", choices: rows,
            alignLastRight: true, prompt: Prompt.choice("Choose an account", count: targets.count)))
    }

    func didReappear() { start() }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        guard let index = MenuInput.choice(input, count: targets.count), let source = interactor.source() else {
            return notify(MenuInput.unknownHint(input, count: targets.count))
        }
        switch TransferRules.ownTarget(targets[index], source: source) {
        case .success(let target):
            interactor.choose(.ownAccount(id: target.id))
            router.navigate(.next(.amount))
        case .failure(let failure):
            notify(failure.message)
        }
    }
}

/// To another Swippy user, found by mobile number; their name is shown before going on.
@MainActor
final class MobilePresenter: StepPresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var found: SwippyRecipient?

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() { refresh() }

    func goBack() -> Bool {
        guard found != nil else { return false }
        found = nil
        refresh()
        return true
    }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        if found != nil { return answerConfirmation(input) }
        let typed = input.isEmpty ? interactor.draft.value.mobile : input
        switch interactor.findRecipient(mobile: typed) {
        case .success(let recipient):
            found = recipient
            refresh()
        case .failure(let failure):
            notify(failure.message)
        }
    }

    private func answerConfirmation(_ input: String) {
        switch input.lowercased() {
        case "1", "y", "yes":
            router.navigate(.next(.amount))
        case "2", "n", "no":
            found = nil
            refresh()
        default:
            notify(MenuInput.unknownHint(input, count: 2))
        }
    }

    private func refresh() {
        let title = "\(TransferText.title) · Swippy user"
        if let found {
            view?.display(StepViewModel(
                title: title,
                fields: TransferText.fromField(interactor) + [
                    StepViewModel.Field(label: "To", value: found.name), StepViewModel.Field(label: "Mobile", value: Mask.tail(found.mobile)),
                ],
                message: "Is this who you want to pay?", choices: [["Yes, send to \(found.name)"], ["No, type another number"]],
                prompt: Prompt("Choose (1-2)")))
        } else {
            let typed = interactor.draft.value.mobile
            view?.display(StepViewModel(
                title: title, fields: TransferText.fromField(interactor),
                message: "Type the 10-digit mobile number the recipient uses with Swippy.",
                prompt: Prompt(typed.isEmpty ? "Mobile number" : "Mobile number (Enter keeps \(typed))")))
        }
    }
}
