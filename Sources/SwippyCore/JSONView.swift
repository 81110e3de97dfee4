/// The second View (`--ui json`): what the shell writes instead of lines of text, one JSON object per line, each
/// with a "type". A "screen" when one is drawn: its module, its presenter, its view model (`ViewModelJSON`) and
/// its prompt; a "prompt" before every read; a "notice" for each one-line message; "help" for `?`.
///
/// It reads only what the text View reads (`Screen`: the view model, the prompt, the shell commands and Tab's
/// words), so every module's screens are drawn by it unchanged. Module tests render their screens through it.
@MainActor
public enum JSONView {
    /// `{"type":"screen","module":"Transfer","screen":"AmountPresenter","viewModel":{…},"prompt":{…}}`.
    public static func screen(_ screen: any Screen) -> String {
        let name = Trace.name(of: screen)
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let module = parts.count == 2 ? parts[0] : ""
        let presenter = parts.last ?? name
        return "{\"type\":\"screen\",\"module\":\(ViewModelJSON.encode(module)),"
            + "\"screen\":\(ViewModelJSON.encode(presenter)),\"viewModel\":\(screen.viewModelJSON),"
            + "\"prompt\":{\(promptFields(screen))}}"
    }

    /// `{"type":"prompt","text":"Choose a card (1-6)","answer":"choice","secret":false,"numbers":6,"words":[…],
    /// "commands":[…]}`, written before every read: the program answers with one line.
    public static func prompt(_ screen: any Screen) -> String {
        "{\"type\":\"prompt\",\(promptFields(screen))}"
    }

    /// `{"type":"notice","text":"Saved."}`.
    public static func notice(_ text: String) -> String {
        "{\"type\":\"notice\",\"text\":\(ViewModelJSON.encode(text))}"
    }

    /// `{"type":"help","lines":[…]}`.
    public static func help(_ lines: [String]) -> String {
        "{\"type\":\"help\",\"lines\":\(ViewModelJSON.encode(lines))}"
    }

    /// What a prompt accepts. `answer` is "choice" (a number from 1 to `numbers`), "yes-no", "secret" (a PIN or
    /// code, never echoed) or "text"; `words` is what Tab would complete; `commands` the shell's own words that
    /// work here.
    static func promptFields(_ screen: any Screen) -> String {
        let prompt = screen.prompt
        var commands = ["?", "q"]
        if screen.shellCommands.contains(.home) { commands.insert("h", at: 0) }
        if screen.shellCommands.contains(.back) { commands.insert("b", at: 0) }
        return "\"text\":\(ViewModelJSON.encode(prompt.text)),\"answer\":\"\(answer(prompt))\","
            + "\"secret\":\(prompt.isSecret),\"numbers\":\(numbers(prompt)),"
            + "\"words\":\(ViewModelJSON.encode(screen.completionWords)),"
            + "\"commands\":\(ViewModelJSON.encode(commands))"
    }

    /// "choice", "yes-no", "secret" or "text".
    static func answer(_ prompt: Prompt) -> String {
        if prompt.isSecret { return "secret" }
        guard prompt.isChoice else { return "text" }
        return prompt.text.hasSuffix("(y/n)") ? "yes-no" : "choice"
    }

    /// How many numbers a choice prompt accepts: 6 for "(1-6)", 1 for "(1)", 1000 for "(1-1,000)"; 0 for a yes/no
    /// or text prompt.
    static func numbers(_ prompt: Prompt) -> Int {
        guard answer(prompt) == "choice", let open = prompt.text.lastIndex(of: "(") else { return 0 }
        let range = prompt.text[prompt.text.index(after: open)...].dropLast()
        return MenuInput.number(String(range.split(separator: "-").last ?? "")) ?? 0
    }
}

extension JSONView {
    /// `json` with every character beyond ASCII written as its escape ("₹" as `\u20b9`, one beyond the Basic
    /// Multilingual Plane as its two surrogates): the same JSON value, in ASCII alone. JSON text holds such
    /// characters only inside strings, where the escape means the character.
    public static func asciiEscaped(_ json: String) -> String {
        var out = ""
        for scalar in json.unicodeScalars {
            guard scalar.value > 0x7F else {
                out.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }
}
