import Testing

@testable import SwippyCore

@MainActor
@Suite("ModuleScreen")
struct ModuleScreenTests {
    let presenter = FakePresenter()

    private func makeScreen() -> ModuleScreen<SampleViewModel> {
        ModuleScreen(presenter: presenter, initial: SampleViewModel(text: "start")) { model, context in
            ["\(model.text) at \(context.width)"]
        }
    }

    @Test func render_drawsTheCurrentViewModelThroughTheViewFunction() {
        let screen = makeScreen()
        #expect(screen.render(RenderContext(width: 40)) == ["start at 40"])
        screen.display(SampleViewModel(text: "next"))
        #expect(screen.render(RenderContext(width: 40)) == ["next at 40"])
        #expect(screen.currentViewModel.text == "next")
    }

    @Test func display_aDifferentViewModel_bumpsTheRevision() {
        let screen = makeScreen()
        #expect(screen.revision == 0)
        screen.display(SampleViewModel(text: "one"))
        #expect(screen.revision == 1)
        screen.display(SampleViewModel(text: "two"))
        #expect(screen.revision == 2)
    }

    @Test func display_anEqualViewModel_keepsTheRevision() {
        let screen = makeScreen()
        screen.display(SampleViewModel(text: "start"))
        #expect(screen.revision == 0)
        screen.display(SampleViewModel(text: "one"))
        screen.display(SampleViewModel(text: "one"))
        #expect(screen.revision == 1)
    }

    @Test func notices_areDrainedOnceInOrder() {
        let screen = makeScreen()
        screen.showNotice("first")
        screen.showNotice("second")
        #expect(screen.takeNotices() == ["first", "second"])
        #expect(screen.takeNotices().isEmpty)
    }

    @Test func notices_doNotChangeTheRevision() {
        let screen = makeScreen()
        screen.showNotice("hello")
        #expect(screen.revision == 0)
    }

    @Test func promptAndHelp_comeFromTheViewModel() {
        let screen = makeScreen()
        screen.display(SampleViewModel(text: "x", prompt: .secret("PIN"), helpLines: ["Type the PIN."]))
        #expect(screen.prompt == Prompt("PIN", isSecret: true))
        #expect(screen.helpLines == ["Type the PIN."])
    }

    @Test func inputBackAndReappear_areForwardedToThePresenter() {
        let screen = makeScreen()
        screen.handle("3")
        presenter.backResult = true
        #expect(screen.goBack())
        screen.didReappear()
        #expect(presenter.handled == ["3"])
        #expect(presenter.goBackCount == 1)
        #expect(presenter.didReappearCount == 1)
    }

    @Test func aPresenterWithDefaults_letsTheHostPop() {
        let screen = ModuleScreen(presenter: MinimalPresenter(), initial: PlainViewModel()) { _, _ in [] }
        #expect(!screen.goBack())
        screen.didReappear()
        #expect(screen.helpLines.isEmpty)
    }

    @Test func theScreen_holdsItsPresenterStrongly() {
        weak var weakPresenter: MinimalPresenter?
        let screen: ModuleScreen<SampleViewModel>
        do {
            let presenter = MinimalPresenter()
            weakPresenter = presenter
            screen = ModuleScreen(presenter: presenter, initial: SampleViewModel(text: "a")) { _, _ in [] }
        }
        #expect(weakPresenter != nil)
        #expect(screen.revision == 0)
    }

    @Test func aNewNotice_isShownOnce_andDoesNotRedrawTheScreen() {
        let screen = makeScreen()
        screen.display(SampleViewModel(text: "start"))
        let saved = Notice("Saved.", after: nil)
        screen.display(SampleViewModel(text: "start", notice: saved))
        screen.display(SampleViewModel(text: "start", notice: saved))
        #expect(screen.takeNotices() == ["Saved."])
        #expect(screen.revision == 0)
        #expect(screen.currentViewModel.notice == nil)
    }

    @Test func theSameWordsSaidAgain_areShownAgain() {
        let screen = makeScreen()
        screen.display(SampleViewModel(text: "start"))
        let first = Notice("Wrong PIN.", after: nil)
        screen.display(SampleViewModel(text: "start", notice: first))
        screen.display(SampleViewModel(text: "start", notice: Notice("Wrong PIN.", after: first)))
        #expect(screen.takeNotices() == ["Wrong PIN.", "Wrong PIN."])
    }

    @Test func theFirstViewModel_onlySetsTheBaseline_soAnEarlierScreensNoticeIsNotRepeated() {
        let screen = makeScreen()
        let said = Notice("Payee saved.", after: nil)
        screen.display(SampleViewModel(text: "next step", notice: said))
        #expect(screen.takeNotices().isEmpty)
        screen.display(SampleViewModel(text: "next step", notice: Notice("Amount set.", after: said)))
        #expect(screen.takeNotices() == ["Amount set."])
    }

    @Test func aCoveredScreen_keepsItsModelButShowsNoNotices() {
        let screen = makeScreen()
        screen.display(SampleViewModel(text: "start"))
        screen.didDisappear()
        let said = Notice("Sent.", after: nil)
        screen.display(SampleViewModel(text: "changed", notice: said))
        screen.didReappear()
        screen.display(SampleViewModel(text: "changed", notice: said))
        #expect(screen.takeNotices().isEmpty)
        #expect(screen.currentViewModel.text == "changed")
        #expect(presenter.didReappearCount == 1)
    }
}

struct SampleViewModel: ScreenViewModel {
    var text: String
    var prompt = Prompt()
    var helpLines: [String] = []
    var notice: Notice?
}

@MainActor
final class FakePresenter: ScreenPresenter {
    var handled: [String] = []
    var goBackCount = 0
    var didReappearCount = 0
    var backResult = false

    func start() {}
    func handle(_ input: String) { handled.append(input) }

    func goBack() -> Bool {
        goBackCount += 1
        return backResult
    }

    func didReappear() { didReappearCount += 1 }
}

@MainActor
final class MinimalPresenter: ScreenPresenter {
    func start() {}
    func handle(_ input: String) {}
}

/// A view model using the protocol's default help lines.
struct PlainViewModel: ScreenViewModel {
    var prompt: Prompt { Prompt() }
    var notice: Notice?
}
