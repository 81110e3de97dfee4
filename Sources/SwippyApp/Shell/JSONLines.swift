import SwippyCore

/// The lines `--ui json` writes, one JSON object each, with a "type": a "screen" when one is drawn (its module,
/// its presenter and its view model, `Screen.viewModelJSON`), a "notice" for each one-line message, "help" for
/// `?`, and a "prompt" before every read (its text, whether it is secret, and what it accepts).
@MainActor
enum JSONLines {
    /// `{"type":"screen","module":"Transfer","screen":"AmountPresenter","viewModel":{…}}`.
    static func screen(_ screen: any Screen) -> String {
        let name = Trace.name(of: screen)
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let module = parts.count == 2 ? parts[0] : ""
        let presenter = parts.last ?? name
        return "{\"type\":\"screen\",\"module\":\(ViewModelJSON.encode(module)),"
            + "\"screen\":\(ViewModelJSON.encode(presenter)),\"viewModel\":\(screen.viewModelJSON)}"
    }

    /// `{"type":"prompt","text":"Choose a card (1-6)","secret":false,"numbers":6,"words":[…],"commands":[…]}`:
    /// `numbers` is how many a choice prompt numbers (0 when it takes text), `words` what Tab would complete,
    /// `commands` the shell's own words that work here.
    static func prompt(_ screen: any Screen) -> String {
        let prompt = screen.prompt
        var commands = ["?", "q"]
        if screen.shellCommands.contains(.back) { commands.insert("b", at: 0) }
        if screen.shellCommands.contains(.home) { commands.insert("h", at: commands.count - 2) }
        return "{\"type\":\"prompt\",\"text\":\(ViewModelJSON.encode(prompt.text)),"
            + "\"secret\":\(prompt.isSecret),\"numbers\":\(numbers(prompt)),"
            + "\"words\":\(ViewModelJSON.encode(screen.completionWords)),"
            + "\"commands\":\(ViewModelJSON.encode(commands))}"
    }

    /// `{"type":"notice","text":"Saved."}`.
    static func notice(_ text: String) -> String {
        "{\"type\":\"notice\",\"text\":\(ViewModelJSON.encode(text))}"
    }

    /// `{"type":"help","lines":[…]}`.
    static func help(_ lines: [String]) -> String {
        "{\"type\":\"help\",\"lines\":\(ViewModelJSON.encode(lines))}"
    }

    /// How many numbers a choice prompt accepts: 6 for "(1-6)", 1 for "(1)", 0 for a yes/no or text prompt.
    static func numbers(_ prompt: Prompt) -> Int {
        guard prompt.isChoice, let open = prompt.text.lastIndex(of: "(") else { return 0 }
        let range = prompt.text[prompt.text.index(after: open)...].dropLast()
        guard range != "y/n" else { return 0 }
        return MenuInput.number(String(range.split(separator: "-").last ?? "")) ?? 0
    }
}
