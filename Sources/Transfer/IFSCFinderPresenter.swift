import SwippyCore
import SwippyData

/// The "find IFSC" helper: pick a bank, type part of a branch or city, choose a branch.
/// The chosen code fills the new-account form.
@MainActor
final class IFSCFinderPresenter: StepPresenter {
    enum Stage: Equatable {
        case bank
        case query(bank: String)
        case matches(bank: String, query: String, [IFSCEntry])
    }

    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var stage = Stage.bank
    private let banks: [String]

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
        self.banks = interactor.ifscBanks()
    }

    func start() { refresh() }

    func goBack() -> Bool {
        switch stage {
        case .bank: return false
        case .query: stage = .bank
        case .matches(let bank, _, _): stage = .query(bank: bank)
        }
        refresh()
        return true
    }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        switch stage {
        case .bank:
            guard let index = MenuInput.choice(input, count: banks.count) else {
                return notify(MenuInput.unknownHint(input, count: banks.count))
            }
            stage = .query(bank: banks[index])
        case .query(let bank):
            let matches = interactor.ifscBranches(bank: bank, matching: input)
            guard !matches.isEmpty else {
                return notify("No \(bank) branch or city matches \"\(input.prefix(30))\". Try another part of the name.")
            }
            stage = .matches(bank: bank, query: input, matches)
        case .matches(_, _, let matches):
            guard let index = MenuInput.choice(input, count: matches.count) else {
                return notify(MenuInput.unknownHint(input, count: matches.count))
            }
            var form = interactor.draft.value.form
            form.ifsc = matches[index].code
            interactor.updateForm(form)
            notify("IFSC \(matches[index].code) filled in (\(matches[index].bank), \(matches[index].branch)).")
            return router.navigate(.close)
        }
        refresh()
    }

    private func refresh() {
        show(Self.viewModel(stage, banks: banks))
    }

    static func viewModel(_ stage: Stage, banks: [String]) -> StepViewModel {
        let title = "\(TransferText.title) · Find IFSC"
        switch stage {
        case .bank:
            return StepViewModel(
                title: title, message: "Which bank?", choices: banks.map { [$0] }, prompt: Prompt.choice("Choose a bank", count: banks.count))
        case .query(let bank):
            return StepViewModel(
                title: title, fields: [.init(label: "Bank", value: bank)],
                message: "Type part of the branch name or the city (Enter lists every branch).",
                prompt: Prompt("Branch or city"))
        case .matches(let bank, let query, let matches):
            let shown = query.isEmpty ? "all branches" : "\"\(query)\""
            return StepViewModel(
                title: title, fields: [.init(label: "Bank", value: bank), .init(label: "Search", value: shown)],
                message: "Choose the branch:", choices: matches.map { [$0.branch, $0.city, $0.code] },
                prompt: Prompt.choice("Choose a branch", count: matches.count))
        }
    }
}
