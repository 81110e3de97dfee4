import Testing

@testable import SwippyCore

@MainActor
@Suite("Navigator")
struct NavigatorTests {
    let home = FakeScreen("home")
    let first = FakeScreen("first")
    let second = FakeScreen("second")

    private func navigator(with screens: [FakeScreen]) -> Navigator {
        let navigator = Navigator()
        navigator.setRoot(home)
        screens.forEach(navigator.push)
        return navigator
    }

    @Test func setRoot_makesTheScreenTheOnlyOne() {
        let navigator = self.navigator(with: [first])
        navigator.setRoot(second)
        #expect(navigator.depth == 1)
        #expect(navigator.top === second)
        #expect(navigator.isAtRoot)
    }

    @Test func anEmptyNavigator_hasNoTop() {
        let navigator = Navigator()
        #expect(navigator.top == nil)
        #expect(navigator.depth == 0)
    }

    @Test func push_putsTheScreenOnTop() {
        let navigator = self.navigator(with: [first, second])
        #expect(navigator.depth == 3)
        #expect(navigator.top === second)
        #expect(!navigator.isAtRoot)
    }

    @Test func push_tellsTheCoveredScreenItDisappeared() {
        let home = FakeScreen("home")
        let navigator = navigator(with: [home])
        let child = FakeScreen("child")
        navigator.push(child)
        #expect(home.didDisappearCount == 1)
        #expect(child.didDisappearCount == 0)
        navigator.pop()
        #expect(home.didReappearCount == 1)
    }

    @Test func pop_removesTheTopAndTellsTheNewTopItReappeared() {
        let navigator = self.navigator(with: [first, second])
        navigator.pop()
        #expect(navigator.top === first)
        #expect(first.didReappearCount == 1)
        #expect(home.didReappearCount == 0)
    }

    @Test func pop_neverRemovesTheRoot() {
        let navigator = self.navigator(with: [])
        let before = navigator.changeCount
        navigator.pop()
        #expect(navigator.top === home)
        #expect(navigator.depth == 1)
        #expect(navigator.changeCount == before)
        #expect(home.didReappearCount == 0)
    }

    @Test func popToRoot_leavesOnlyHomeAndTellsItOnce() {
        let navigator = self.navigator(with: [first, second])
        navigator.popToRoot()
        #expect(navigator.depth == 1)
        #expect(navigator.top === home)
        #expect(home.didReappearCount == 1)
        #expect(first.didReappearCount == 0)
    }

    @Test func popToRoot_atTheRoot_changesNothing() {
        let navigator = self.navigator(with: [])
        let before = navigator.changeCount
        navigator.popToRoot()
        #expect(navigator.changeCount == before)
        #expect(home.didReappearCount == 0)
    }

    @Test func replaceTop_swapsTheTopScreenWithoutReappearing() {
        let navigator = self.navigator(with: [first])
        navigator.replaceTop(with: second)
        #expect(navigator.depth == 2)
        #expect(navigator.top === second)
        #expect(home.didReappearCount == 0)
        navigator.pop()
        #expect(navigator.top === home)
    }

    @Test func replaceTop_atTheRoot_pushesInsteadOfReplacingHome() {
        let navigator = self.navigator(with: [])
        navigator.replaceTop(with: first)
        #expect(navigator.depth == 2)
        #expect(navigator.top === first)
    }

    @Test func popTo_removesEveryScreenAboveIt() {
        let third = FakeScreen("third")
        let navigator = self.navigator(with: [first, second, third])
        navigator.pop(to: first)
        #expect(navigator.depth == 2)
        #expect(navigator.top === first)
        #expect(first.didReappearCount == 1)
    }

    @Test func popTo_aScreenNotOnTheStack_changesNothing() {
        let navigator = self.navigator(with: [first])
        let before = navigator.changeCount
        navigator.pop(to: second)
        #expect(navigator.depth == 2)
        #expect(navigator.changeCount == before)
    }

    @Test func popTo_theTopScreen_changesNothing() {
        let navigator = self.navigator(with: [first])
        let before = navigator.changeCount
        navigator.pop(to: first)
        #expect(navigator.depth == 2)
        #expect(navigator.changeCount == before)
        #expect(first.didReappearCount == 0)
    }

    @Test func everyChange_bumpsTheChangeCount() {
        let navigator = Navigator()
        var counts = [navigator.changeCount]
        navigator.setRoot(home)
        counts.append(navigator.changeCount)
        navigator.push(first)
        counts.append(navigator.changeCount)
        navigator.replaceTop(with: second)
        counts.append(navigator.changeCount)
        navigator.push(first)
        counts.append(navigator.changeCount)
        navigator.pop(to: second)
        counts.append(navigator.changeCount)
        navigator.pop()
        counts.append(navigator.changeCount)
        navigator.push(first)
        navigator.popToRoot()
        counts.append(navigator.changeCount)
        #expect(counts == [0, 1, 2, 3, 4, 5, 6, 8])
    }

    @Test func poppedScreens_areReleased() {
        let navigator = self.navigator(with: [])
        weak var weakScreen: FakeScreen?
        do {
            let screen = FakeScreen("temporary")
            weakScreen = screen
            navigator.push(screen)
        }
        #expect(weakScreen != nil)
        navigator.pop()
        #expect(weakScreen == nil)
    }
}
