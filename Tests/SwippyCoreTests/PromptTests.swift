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

@Suite("Prompt.isChoice")
struct PromptIsChoiceTests {
    @Test(arguments: [
        (Prompt.choice("Choose a card", count: 6), true),
        (Prompt.choice("Choose a card", count: 1), true),
        (Prompt.choice("Choose a transaction", count: 9_99_998, grouping: .indian), true),
        (Prompt.option(count: 4), true),
        (Prompt.confirm("Send it?"), true),
        (Prompt("Amount"), false),
        (Prompt("Name (1 to 60 letters)"), false),
        (Prompt("Choose a currency (1-23), or type a code or name to search"), false),
        (Prompt.secret("Transaction PIN (1-6)"), false),
    ])
    func aChoiceIsWhatChoiceOptionAndConfirmMake(prompt: Prompt, isChoice: Bool) {
        #expect(prompt.isChoice == isChoice)
    }
}
