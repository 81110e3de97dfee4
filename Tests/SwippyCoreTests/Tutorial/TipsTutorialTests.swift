import SwippyCore
import SwippyTestSupport
import Testing

/// The screen the DocC tutorial adds, proven: a number on the list pushes the tip, back pops it and frees it.
@MainActor
@Suite struct TipsTutorialTests {
    private let tips = ["Pay the card's whole due to owe no interest.", "Name each beneficiary as you save it."]

    @Test func aNumberOnTheListPushesThatTip() throws {
        let navigator = FakeNavigator()
        navigator.push(TipsBuilder(tips: tips).build(navigator: navigator))

        navigator.top?.handle("2")

        let tip = try #require(navigator.top as? ModuleScreen<TipsViewModel>)
        #expect(navigator.stack.count == 2)
        #expect(tip.currentViewModel.title == "Tip 2 of 2")
        #expect(tip.currentViewModel.lines == [tips[1]])
    }

    @Test func backFromTheTipPopsItAndFreesIt() {
        let navigator = FakeNavigator()
        navigator.push(TipsBuilder(tips: tips).build(navigator: navigator))
        navigator.top?.handle("1")
        weak let tip = navigator.top

        #expect(navigator.top?.goBack() == true)

        #expect(navigator.stack.count == 1)
        #expect(tip == nil)
        #expect(navigator.top?.goBack() == false, "on the list, back leaves the module to the host")
    }

    @Test func aNumberBeyondTheListIsRefusedInOneLine() throws {
        let navigator = FakeNavigator()
        navigator.push(TipsBuilder(tips: tips).build(navigator: navigator))

        navigator.top?.handle("3")

        let list = try #require(navigator.top as? ModuleScreen<TipsViewModel>)
        #expect(navigator.stack.count == 1)
        #expect(list.takeNotices() == ["There is no tip 3."])
    }
}
