import Foundation
import SwippyCore
import SwippyData

/// The "find IFSC" helper: pick a bank, type part of a branch or city, choose a branch.
/// The chosen code fills the new-account form.
@MainActor
final class IFSCFinderPresenter: ModulePresenter {
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
        let state = interactor.state.value
        switch state.step {
        case .ifscQuery:
            interactor.searchBranches(input)
        case .ifscBranch:
            guard let index = MenuInput.choice(input, count: state.search.matches.count) else {
                view?.showNotice(MenuInput.unknownHint(input, count: state.search.matches.count))
                return
            }
            interactor.chooseBranch(at: index)
        default:
            guard let index = MenuInput.choice(input, count: state.banks.count) else {
                view?.showNotice(MenuInput.unknownHint(input, count: state.banks.count))
                return
            }
            interactor.chooseBank(at: index)
        }
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        let title = "\(TransferText.title) · Find IFSC"
        let search = state.search
        switch state.step {
        case .ifscQuery:
            return TransferViewModel(
                title: title, fields: [.init("Bank", search.bank)],
                message: "Type part of the branch name or the city (Enter lists every branch).",
                prompt: Prompt("Branch or city"), notice: state.notice)
        case .ifscBranch:
            let shown = search.query.isEmpty ? "all branches" : "\"\(search.query)\""
            return TransferViewModel(
                title: title, fields: [.init("Bank", search.bank), .init("Search", shown)],
                message: "Choose the branch:", choices: search.matches.map { [$0.branch, $0.city, $0.code] },
                columns: [.shrink, .shrink, .keep],
                prompt: Prompt.choice("Choose a branch", count: search.matches.count), notice: state.notice)
        default:
            let banks = state.banks
            return TransferViewModel(
                title: title, message: "Which bank?", choices: banks.map { [$0] },
                prompt: Prompt.choice("Choose a bank", count: banks.count), notice: state.notice)
        }
    }
}
