import SwippyCore
import Testing

@Suite("YesNo")
struct YesNoTests {
    @Test(arguments: [("y", YesNo.yes), ("YES", .yes), ("n", .no), ("No", .no), ("1", .yes), ("2", .no)])
    func yAndN_inAnyCase_areAnswers(input: String, answer: YesNo) {
        #expect(YesNo(input) == answer)
    }

    @Test(arguments: ["", "3", "0", "yep", "nope", " y"])
    func anythingElse_isNoAnswer(input: String) {
        #expect(YesNo(input) == nil)
    }
}

@Suite("Prompt: one wording")
struct PromptWordingTests {
    @Test func menusOfActions_andConfirmations_haveOneWordingEach() {
        #expect(Prompt.option(count: 9) == Prompt("Choose an option (1-9)"))
        #expect(Prompt.option(count: 1) == Prompt("Choose an option (1)"))
        #expect(Prompt.confirm("Send it?") == Prompt("Send it? (y/n)"))
    }
}

@Suite("Plural: counted words")
struct PluralTests {
    @Test func one_isSingular_andEveryOtherCountPlural() {
        #expect(Plural.of(1, "minute") == "1 minute")
        #expect(Plural.of(5, "minute") == "5 minutes")
        #expect(Plural.of(0, "try", plural: "tries") == "0 tries")
    }
}
