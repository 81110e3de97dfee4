import SwippyCore

/// A home menu entry: the word that opens it, what it is called, and how the app router builds it.
struct FeatureEntry {
    var word: String
    var title: String
    var summary: String
    var build: @MainActor (AppRouter) -> any Screen
}

/// What the home presenter asks of the app router.
@MainActor
protocol HomeRouting: AnyObject {
    func openFeature(_ word: String)
}

/// The home menu's view model.
struct HomeViewModel: ScreenViewModel {
    var greeting: String
    var entries: [FeatureEntry]
    var prompt: Prompt { Prompt("Choose an option") }
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var helpLines: [String] { ["Each option can also be opened by its word: " + entries.map(\.word).joined(separator: ", ")] }

    static func == (lhs: HomeViewModel, rhs: HomeViewModel) -> Bool {
        lhs.greeting == rhs.greeting && lhs.entries.map(\.word) == rhs.entries.map(\.word)
    }
}

/// Opens a feature by its number or its word.
@MainActor
final class HomePresenter: ScreenPresenter {
    weak var view: (any ScreenView<HomeViewModel>)?
    private weak var router: (any HomeRouting)?
    private let entries: [FeatureEntry]
    private let greeting: () -> String

    init(entries: [FeatureEntry], router: any HomeRouting, greeting: @escaping () -> String) {
        self.entries = entries
        self.router = router
        self.greeting = greeting
    }

    func start() {
        view?.display(HomeViewModel(greeting: greeting(), entries: entries))
    }

    func didReappear() {
        start()
    }

    func handle(_ input: String) {
        let word = input.lowercased()
        if let entry = entries.first(where: { $0.word == word }) {
            router?.openFeature(entry.word)
        } else if let index = MenuInput.choice(input, count: entries.count) {
            router?.openFeature(entries[index].word)
        } else {
            view?.showNotice(MenuInput.unknownHint(input, count: entries.count))
        }
    }
}

/// Draws the home menu. Pure.
enum HomeView {
    static func render(_ model: HomeViewModel, _ context: RenderContext) -> [String] {
        var lines = TextLayout.title("Swippy", context)
        lines += TextLayout.wrap(model.greeting, context)
        lines.append("")
        let numberWidth = String(model.entries.count).count
        let rows = model.entries.enumerated().map { index, entry in
            [TextLayout.pad("\(index + 1).", to: numberWidth + 1, .right), entry.title, "(\(entry.word))", entry.summary]
        }
        lines += TextLayout.columns(rows, alignments: [.right, .left, .left, .left], indent: 2, context)
        lines.append("")
        lines += TextLayout.wrap("Type a number or a word; ? for help, q to quit.", context)
        return lines
    }
}
