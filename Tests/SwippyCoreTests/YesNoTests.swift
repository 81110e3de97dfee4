import SwippyCore
import Testing

@Suite("YesNo")
struct YesNoTests {
    @Test(arguments: [("y", YesNo.yes), ("YES", .yes), ("n", .no), ("No", .no)])
    func yAndN_inAnyCase_areAnswers(input: String, answer: YesNo) {
        #expect(YesNo(input) == answer)
    }

    @Test(arguments: ["", "1", "yep", "nope", " y"])
    func anythingElse_isNoAnswer(input: String) {
        #expect(YesNo(input) == nil)
    }
}
