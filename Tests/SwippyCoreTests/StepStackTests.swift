import Testing

@testable import SwippyCore

@MainActor
@Suite("StepStack")
struct StepStackTests {
    enum Kind: Equatable {
        case list, confirm
        case item(Int)
    }

    let navigator = Navigator()
    let home = FakeScreen("home")

    init() {
        navigator.setRoot(home)
    }

    /// A stack whose first screen (`.list`) the host pushed, as a Builder's screen is.
    private func started() -> (StepStack<Kind>, FakeScreen) {
        let stack = StepStack<Kind>(navigator: navigator)
        let list = FakeScreen("list")
        navigator.push(stack.root(.list, list))
        return (stack, list)
    }

    private var names: [String] {
        navigator.stack.compactMap { ($0 as? FakeScreen)?.name }
    }

    @Test func aNewKind_isPushed() {
        let (stack, _) = started()
        stack.show(.item(1)) { FakeScreen("item 1") }
        #expect(names == ["home", "list", "item 1"])
        #expect(stack.top == .item(1))
    }

    @Test func theKindOnTop_movesNothingAndBuildsNothing() {
        let (stack, _) = started()
        stack.show(.item(1)) { FakeScreen("item 1") }
        var built = 0
        stack.show(.item(1)) {
            built += 1
            return FakeScreen("again")
        }
        #expect(built == 0)
        #expect(names == ["home", "list", "item 1"])
    }

    @Test func aKindWithAnotherPayload_isANewScreen() {
        let (stack, _) = started()
        stack.show(.item(1)) { FakeScreen("item 1") }
        stack.show(.item(2)) { FakeScreen("item 2") }
        #expect(names == ["home", "list", "item 1", "item 2"])
    }

    @Test func aKindShownLower_popsBackToIt() {
        let (stack, list) = started()
        stack.show(.item(1)) { FakeScreen("item 1") }
        stack.show(.confirm) { FakeScreen("confirm") }
        stack.show(.list) { FakeScreen("a second list") }
        #expect(names == ["home", "list"])
        #expect(navigator.top === list)
        #expect(stack.top == .list)
    }

    @Test func aScreenTheShellPopped_isForgotten_andItsKindPushedAgain() {
        let (stack, _) = started()
        stack.show(.item(1)) { FakeScreen("item 1") }
        navigator.pop()
        #expect(stack.top == .list)
        stack.show(.item(1)) { FakeScreen("item 1 again") }
        #expect(names == ["home", "list", "item 1 again"])
    }

    @Test func replaceTop_swapsTheTopScreen_andItsKind() {
        let (stack, _) = started()
        stack.show(.confirm) { FakeScreen("confirm") }
        stack.replaceTop(.item(3)) { FakeScreen("item 3") }
        #expect(names == ["home", "list", "item 3"])
        #expect(stack.top == .item(3))
    }

    @Test func leave_popsEveryScreenOfTheModule() {
        let (stack, _) = started()
        stack.show(.item(1)) { FakeScreen("item 1") }
        stack.leave()
        #expect(names == ["home"])
        #expect(stack.top == nil)
    }

    @Test func leaveTo_popsBackToTheOrigin() {
        let origin = FakeScreen("origin")
        navigator.push(origin)
        let stack = StepStack<Kind>(navigator: navigator)
        navigator.push(stack.root(.list, FakeScreen("list")))
        stack.show(.confirm) { FakeScreen("confirm") }
        stack.leave(to: origin)
        #expect(names == ["home", "origin"])
    }

    @Test func stepVisits_ofOneStep_differ() {
        let first = StepVisit(Kind.confirm)
        let second = first.next(.confirm)
        #expect(first != second)
        #expect(second.step == .confirm)
        #expect(second.next(.list).serial == 2)
    }

    @Test func theStack_holdsNoScreenAlive() {
        let (stack, _) = started()
        weak var item: FakeScreen?
        do {
            let screen = FakeScreen("item 1")
            item = screen
            stack.show(.item(1)) { screen }
        }
        #expect(item != nil)
        navigator.pop()
        #expect(item == nil)
    }
}
