import SwippyCore
import Testing

@Suite("Prompt")
struct PromptTests {
    @Test(arguments: [(1, "Choose a card (1)"), (2, "Choose a card (1-2)"), (12, "Choose a card (1-12)")])
    func choice_namesTheRangeOfOptions(count: Int, text: String) {
        #expect(Prompt.choice("Choose a card", count: count) == Prompt(text))
    }

    @Test func secret_isNotEchoed_andAPlainPromptIs() {
        #expect(Prompt.secret("Login PIN").isSecret)
        #expect(!Prompt("Amount").isSecret)
    }
}
