import Testing

@testable import SwippyCore

@MainActor
@Suite("ModuleScreen.started: the one wiring of a screen")
struct ModulePresenterTests {
    /// Shows the counter's value; records whether its view was set before it started.
    final class CounterPresenter: ModulePresenter {
        weak var view: (any ScreenView<SampleViewModel>)?
        private(set) var hadViewAtStart = false
        private let counter: ObservableValue<Int>
        private var observation: ObservationToken?

        init(counter: ObservableValue<Int>) {
            self.counter = counter
        }

        func start() {
            hadViewAtStart = view != nil
            observation = counter.observe { [weak self] value in
                self?.view?.display(SampleViewModel(text: "count \(value)"))
            }
        }

        func handle(_ input: String) {
            counter.update { $0 += 1 }
        }
    }

    @Test func started_setsTheViewStartsThePresenterAndShowsTheCurrentState() {
        let counter = ObservableValue(4)
        let presenter = CounterPresenter(counter: counter)
        let screen = ModuleScreen.started(presenter, initial: SampleViewModel(text: "blank")) { model, _ in
            [model.text]
        }
        #expect(presenter.hadViewAtStart)
        #expect(presenter.view === screen)
        #expect(screen.presenter === presenter)
        #expect(screen.render(RenderContext(width: 40)) == ["count 4"])
        screen.handle("+")
        #expect(screen.render(RenderContext(width: 40)) == ["count 5"])
    }

    @Test func theStartedScreen_ownsItsPresenter() {
        let counter = ObservableValue(0)
        weak var released: CounterPresenter?
        do {
            let presenter = CounterPresenter(counter: counter)
            released = presenter
            let screen = ModuleScreen.started(presenter, initial: SampleViewModel(text: "")) { model, _ in [model.text]
            }
            #expect(released != nil)
            withExtendedLifetime(screen) {}
        }
        #expect(released == nil)
        #expect(counter.observerCount == 0)
    }

    @Test func theStartedScreen_keepsItsRouterAlive_untilItIsReleased() {
        final class Router {}
        weak var router: Router?
        var screen: ModuleScreen<SampleViewModel>?
        do {
            let made = Router()
            router = made
            screen = ModuleScreen.started(
                CounterPresenter(counter: ObservableValue(0)), initial: SampleViewModel(text: ""),
                render: { model, _ in [model.text] }, router: made)
        }
        #expect(router != nil)
        screen = nil
        #expect(router == nil)
        #expect(screen == nil)
    }
}
