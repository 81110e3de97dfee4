import SwippyCore
import SwippyTestSupport
import Testing

/// The hops of trace v2 beyond input, state and the stack: an intent before what it causes, a router's
/// destination, a Builder's module, a release, a listener call, a repository call; values never printed.
@MainActor
@Suite("Trace hops")
struct TraceHopTests {
    enum Step: Equatable { case amount, pin }
    enum Destination {
        case step(Step)
        case card(Int)
        case recipient(name: String, position: Int)
        case close
    }

    final class HopRouter {}
    struct HopBuilder {}

    @Test func update_namesTheIntentFirst_thenWhatItCaused_thenTheChange() {
        let state = ObservableValue(0, label: "CounterState")
        let token = state.observe { _ in }
        let lines = Trace.capture {
            state.update { value in
                Trace.record(.data, "a repository call inside the intent")
                value += 1
            }
        }
        #expect(
            lines == [
                "intent   SwippyCoreTests.TraceHopTests.update_namesTheIntentFirst_thenWhatItCaused_thenTheChange()",
                "data     a repository call inside the intent",
                "state    CounterState changed · 1 observer",
                "           0 → 1",
            ])
        _ = token
    }

    @Test func navigate_namesTheRouterAndTheDestinationsCases_neverItsText() {
        let router = HopRouter()
        let lines = Trace.capture {
            Trace.navigate(router, to: Destination.step(.amount))
            Trace.navigate(router, to: Destination.card(2))
            Trace.navigate(router, to: Destination.recipient(name: "Priya\u{1B}[2J", position: 3))
            Trace.navigate(router, to: Destination.close)
            let some: Destination? = .card(4)
            let none: Destination? = nil
            Trace.navigate(router, to: some as Any)
            Trace.navigate(router, to: none as Any)
        }
        let name = "SwippyCoreTests.TraceHopTests.HopRouter"
        #expect(
            lines == [
                "router   \(name) navigate(to: .step(.amount))", "router   \(name) navigate(to: .card(2))",
                "router   \(name) navigate(to: .recipient(…, 3))", "router   \(name) navigate(to: .close)",
                "router   \(name) navigate(to: .card(4))", "router   \(name) navigate(to: nil)",
            ])
    }

    @Test func built_namesTheBuilderAndTheScreen_andHandsTheScreenBack() {
        let screen = StubScreen()
        var handed: (any Screen)?
        let lines = Trace.capture { handed = Trace.built(HopBuilder()) { _ in screen } }
        #expect(handed === screen)
        #expect(lines == ["build    SwippyCoreTests.TraceHopTests.HopBuilder built SwippyTestSupport.StubScreen"])
    }

    @Test func aReleasedScreen_andAReleasedState_sayReleased() {
        let lines = Trace.capture {
            _ = ModuleScreen(presenter: EchoPresenter(), initial: EchoViewModel.plain) { _, _ in [] }
            _ = ObservableValue(0, label: "CounterState")
        }
        #expect(lines == ["release  SwippyCoreTests.EchoPresenter", "release  CounterState"])
    }

    @Test func listenerAndData_nameTheCallersModuleTypeAndMethod() {
        let lines = Trace.capture {
            Trace.listener(fileID: "SwippyApp/AppRouter+History.swift", function: "historyDidRequestRepeat(of:)")
            Trace.data("reads the wallet", fileID: "SwippyApp/TransferDataAdapter.swift", function: "accounts()")
        }
        #expect(
            lines == [
                "listener SwippyApp.AppRouter.historyDidRequestRepeat(of:)",
                "data     SwippyApp.TransferDataAdapter.accounts() reads the wallet",
            ])
    }

    @Test func aFollowedKey_saysWhoFollowsToWhichCase_onlyWhenItChanges() {
        let state = ObservableValue(Step.amount)
        var seen: [Step] = []
        let token = state.follow(fileID: "Transfer/TransferRouter.swift", { $0 }, { seen.append($0) })
        let lines = Trace.capture {
            state.send(.amount)
            state.send(.pin)
        }
        #expect(seen == [.pin])
        #expect(lines.filter { $0.hasPrefix("router ") } == ["router   Transfer.TransferRouter follows .pin"])
        _ = token
    }
}
