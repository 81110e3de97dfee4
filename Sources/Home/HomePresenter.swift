import SwippyCore

/// The menu: binds the state to the screen, and hands a feature chosen by its number or word (or a quick
/// transfer by `t1`…) to the router, which leaves the module.
@MainActor
final class HomePresenter: ModulePresenter {
    weak var view: (any ScreenView<HomeViewModel>)?
    private let interactor: any HomeInteracting
    private let router: any HomeRouting
    private var observation: ObservationToken?

    init(interactor: any HomeInteracting, router: any HomeRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func didReappear() {
        interactor.load()
    }

    func handle(_ input: String) {
        let entries = interactor.state.value.entries
        let quick = interactor.state.value.quick
        let word = input.lowercased()
        if let index = Self.quickIndex(word), quick.indices.contains(index) {
            router.navigate(to: .quickTransfer(quick[index].prefill))
        } else if let entry = entries.first(where: { $0.word == word }) {
            router.navigate(to: .feature(entry.word))
        } else if let index = MenuInput.choice(input, count: entries.count) {
            router.navigate(to: .feature(entries[index].word))
        } else {
            view?.showNotice(MenuInput.unknownHint(input, count: entries.count))
        }
    }

    /// What the menu shows for `state`. Pure.
    static func viewModel(for state: HomeState) -> HomeViewModel {
        HomeViewModel(
            greeting: state.userName.map { "Hello, \($0)." } ?? "Welcome.",
            rows: state.entries.map { HomeViewModel.Row(title: $0.title, word: $0.word, summary: $0.summary) },
            shellWords: state.shellWords,
            money: state.money.map(HomeSummary.blocks) ?? [],
            compactMoney: state.money.map { HomeSummary.compactBlocks($0) } ?? [],
            plainMoney: state.money.map { HomeSummary.compactBlocks($0, recent: false) } ?? [],
            tightMoney: state.money.map { HomeSummary.compactBlocks($0, accountsShown: 3, recent: false) } ?? [],
            quick: state.quick.enumerated().map { index, quick in
                [Block.Cell("t\(index + 1)"), Block.Cell(quick.payee), Block.Cell(quick.detail, .tone(.muted))]
            })
    }

    /// "t2" → 1: the quick transfer a word names, or nil.
    static func quickIndex(_ word: String) -> Int? {
        guard word.count == 2, word.hasPrefix("t"), let number = Int(word.dropFirst()), number >= 1 else { return nil }
        return number - 1
    }
}
