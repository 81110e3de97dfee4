import SwippyCore
import Testing

/// The one unknown-answer line, where b works and where it does not.
@Suite("MenuInput: the unknown-answer hint")
struct UnknownHintTests {
    @Test func whereBackWorks_theHintOffersIt() {
        #expect(
            MenuInput.unknownHint("9", count: 5)
                == "Unknown choice \"9\". Type a number 1-5, b to go back, or ? for help.")
    }

    @Test func whereBackDoesNotWork_theHintNeverMentionsIt() {
        #expect(
            MenuInput.unknownHint("9", count: 5, back: false)
                == "Unknown choice \"9\". Type a number 1-5, or ? for help.")
        #expect(MenuInput.unknownHint("x", count: 1, back: false) == "Unknown choice \"x\". Type 1, or ? for help.")
        #expect(MenuInput.unknownHint("", count: 0, back: false) == "Nothing typed. Type ? for help.")
    }
}
