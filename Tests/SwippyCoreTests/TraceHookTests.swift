import SwippyCore
import SwippyTestSupport
import Testing

/// The lines the shared mechanisms write: a state change, a screen's input, each navigation.
@MainActor
@Suite("Trace hooks")
struct TraceHookTests {
    private func screen(_ model: EchoViewModel = .plain) -> ModuleScreen<EchoViewModel> {
        ModuleScreen(presenter: EchoPresenter(), initial: model) { _, _ in [] }
    }

    // MARK: - ObservableValue.send and update: every intent through one path

    @Test func send_namesTheIntentOnItsOwnLine_thenTheStateAndTheObserversNotified() {
        let interactor = CounterInteractor()
        let first = interactor.state.observe { _ in }
        let second = interactor.state.observe { _ in }
        let lines = Trace.capture { interactor.increment() }
        #expect(
            lines == [
                "intent   SwippyCoreTests.CounterInteractor.increment()",
                "state    CounterState changed · 2 observers",
                "           0 → 1",
            ])
        _ = (first, second)
    }

    @Test func send_andUpdate_traceAnIntentTheSameWay() {
        let interactor = CounterInteractor()
        let token = interactor.state.observe { _ in }
        let sent = Trace.capture { interactor.increment() }
        let updated = Trace.capture { interactor.incrementInPlace() }
        #expect(sent.count == 3)
        let expected = sent.map { $0.replacingOccurrences(of: "increment()", with: "incrementInPlace()") }
        #expect(updated == expected.dropLast() + ["           1 → 2"])
        _ = token
    }

    @Test func send_ofAnEqualValue_saysUnchanged() {
        let interactor = CounterInteractor()
        let token = interactor.state.observe { _ in }
        let lines = Trace.capture { interactor.repeatCurrentValue() }
        #expect(
            lines == [
                "intent   SwippyCoreTests.CounterInteractor.repeatCurrentValue()",
                "state    CounterState unchanged",
            ])
        _ = token
    }

    @Test func send_withoutALabel_usesTheValuesTypeName() {
        let value = ObservableValue("a")
        let lines = Trace.capture { value.send("b") }
        let intent = "SwippyCoreTests.TraceHookTests.send_withoutALabel_usesTheValuesTypeName()"
        #expect(
            lines == ["intent   \(intent)", "state    Swift.String changed · 0 observers", "           \"a\" → \"b\""])
    }

    @Test func send_whenOff_stillDelivers() {
        let interactor = CounterInteractor()
        var seen: [Int] = []
        let token = interactor.state.observe { seen.append($0) }
        interactor.increment()
        #expect(seen == [0, 1])
        _ = token
    }

    // MARK: - ModuleScreen.handle

    @Test func handle_namesThePresenterAndTheInput() {
        let screen = screen()
        let lines = Trace.capture { screen.handle("2") }
        #expect(lines == ["view     SwippyCoreTests.EchoPresenter ← \"2\""])
    }

    @Test func handle_atASecretPrompt_masksTheInput_butThePresenterGetsIt() throws {
        let screen = screen(.secret)
        let lines = Trace.capture { screen.handle("592741") }
        #expect(lines == ["view     SwippyCoreTests.EchoPresenter ← \"••••\""])
        #expect(lines.allSatisfy { !$0.contains("592741") })
        let presenter = try #require(screen.presenter as? EchoPresenter)
        #expect(presenter.handled == ["592741"])
    }

    // MARK: - Navigator

    @Test func navigator_namesEveryChangeOfTheStack() {
        let navigator = Navigator()
        let home = StubScreen()
        let lines = Trace.capture {
            navigator.setRoot(home)
            navigator.push(screen())
            navigator.push(StubScreen("Card"))
            navigator.replaceTop(with: screen(.secret))
            navigator.pop()
            navigator.push(screen())
            navigator.pop(to: home)
            navigator.push(screen())
            navigator.popToRoot()
        }
        let (stub, echo) = ("SwippyTestSupport.StubScreen", "SwippyCoreTests.EchoPresenter")
        #expect(
            lines == [
                "navigator root \(stub)",
                "navigator push \(echo) · depth 2",
                "navigator push \(stub) · depth 3",
                "navigator replace \(stub) with \(echo) · depth 3",
                "navigator pop \(echo) → \(echo) · depth 2",
                "release  \(echo)",
                "navigator push \(echo) · depth 3",
                "navigator pop to \(stub) · depth 1 · 2 released",
                "release  \(echo)",
                "release  \(echo)",
                "navigator push \(echo) · depth 2",
                "navigator pop to root → \(stub) · depth 1 · 1 released",
                "release  \(echo)",
            ])
    }

    @Test func navigator_popAtTheRoot_changesNothing_andSaysNothing() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let lines = Trace.capture {
            navigator.pop()
            navigator.popToRoot()
        }
        #expect(lines.isEmpty)
    }
}
