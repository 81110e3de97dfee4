import Foundation
import SwippyCore
import SwippyData

/// "Export as CSV": a path (Enter for the default name), "replace it? (y/n)" when the file exists.
@MainActor
final class HistoryExportPresenter: ModulePresenter {
    weak var view: (any ScreenView<HistoryViewModel>)?
    private let interactor: any HistoryInteracting
    private var observation: ObservationToken?

    init(interactor: any HistoryInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        if case .confirmOverwrite = state.step {
            interactor.answerOverwrite(YesNo(input))
        } else {
            interactor.export(to: input)
        }
    }

    func goBack() -> Bool {
        let state = interactor.state.value
        guard case .confirmOverwrite = state.step else { return false }
        interactor.open(.export)
        return true
    }

    static func viewModel(for state: HistoryState) -> HistoryViewModel {
        var model = HistoryViewModel(title: "Export as CSV")
        let rows = state.rows.count == 1 ? "1 transaction" : "\(state.rows.count) transactions"
        model.parts = [.text("Writes the \(rows) shown (\(HistoryText.summary(state))) as CSV, UTF-8.")]
        if case .confirmOverwrite(let path) = state.step {
            model.parts.append(.text("\(path) already exists."))
            model.prompt = Prompt.confirm("Replace it?")
        } else {
            model.parts.append(.text("Type a file path, or press Enter for \(state.exportName) in this folder."))
            model.prompt = Prompt("File")
        }
        model.notice = state.notice
        return model
    }
}
