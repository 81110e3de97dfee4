import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyCore

/// The second View's lines: a screen with its view model and prompt, what a prompt accepts, and ASCII-only output
/// that still parses to the same text.
@MainActor
@Suite("JSONView")
struct JSONViewTests {
    struct Model: ScreenViewModel {
        var title = "Pay ₹500 to Zoë 🙂"
        var rate = 0.25
        var prompt = Prompt.choice("Choose a transaction", count: 1_000)
        var notice: Notice?
        var shellCommands: ShellCommands { [.back] }
        var completionWords: [String] { ["export"] }
    }

    final class Presenter: ScreenPresenter {
        func start() {}
        func handle(_ input: String) {}
        func didReappear() {}
    }

    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func aScreen_isItsModule_presenter_viewModel_andPrompt() throws {
        let screen = ModuleScreen(presenter: Presenter(), initial: Model()) { _, _ in ["unused"] }
        let object = try Self.object(JSONView.screen(screen))
        #expect(object["type"] as? String == "screen")
        #expect(object["module"] as? String == "SwippyCoreTests")
        #expect(object["screen"] as? String == "JSONViewTests.Presenter")
        let model = try #require(object["viewModel"] as? [String: Any])
        #expect(model["title"] as? String == "Pay ₹500 to Zoë 🙂")
        #expect(model["rate"] as? Double == 0.25)
        let prompt = try #require(object["prompt"] as? [String: Any])
        #expect(prompt["text"] as? String == "Choose a transaction (1-1,000)")
        #expect(prompt["answer"] as? String == "choice" && prompt["numbers"] as? Int == 1_000)
        #expect(prompt["words"] as? [String] == ["export"])
        #expect(prompt["commands"] as? [String] == ["b", "?", "q"])
    }

    @Test(arguments: [
        (Prompt.option(count: 8), "choice", 8), (Prompt.option(count: 1), "choice", 1),
        (Prompt.confirm("Send it?"), "yes-no", 0), (Prompt("Amount"), "text", 0),
        (Prompt.secret("Transaction PIN"), "secret", 0), (Prompt.back, "text", 0),
    ])
    func aPrompt_saysWhatItAccepts(_ prompt: Prompt, _ answer: String, _ numbers: Int) {
        #expect(JSONView.answer(prompt) == answer)
        #expect(JSONView.numbers(prompt) == numbers)
    }

    @Test func asciiOnly_escapesEveryOtherCharacter_andParsesToTheSameText() throws {
        let line = JSONView.notice("Sent ₹500 to Zoë 🙂 \"now\"")
        let escaped = JSONView.asciiEscaped(line)
        #expect(escaped.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(escaped.contains("\\u20b9") && escaped.contains("\\ud83d\\ude42"))
        #expect(try Self.object(escaped)["text"] as? String == "Sent ₹500 to Zoë 🙂 \"now\"")
        #expect(JSONView.asciiEscaped("{\"a\":1}") == "{\"a\":1}")
    }

    @Test func aNumberThatIsNotFinite_isNull_soTheLineStillParses() throws {
        #expect(ViewModelJSON.encode(Double.nan) == "null")
        #expect(ViewModelJSON.encode([1.5, Double.infinity]) == "[1.5,null]")
    }
}
