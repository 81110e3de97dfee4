import SwippyCore

/// `--trace-format mermaid`: the trace of a session as a Mermaid `sequenceDiagram` of the modules and layers
/// it crossed. Each trace line becomes one message (or a note) between participants named by module and
/// layer ("Transfer presenters", "SwippyApp data adapters", "Navigator"); participants are declared where
/// they first appear. The fields a state change changed (the text trace's indented lines under it) become notes
/// over the interactor that owns the state. The input is the text trace's lines, so both formats always show the
/// same hops.
struct MermaidTrace {
    /// The diagram's first line.
    static let header = "sequenceDiagram"

    private var declared: Set<String> = []
    /// The interactor of the last intent, and the module of the last input, to draw what they caused from them.
    private var lastInteractor = "App"
    private var lastModule = "SwippyApp"
    private var lastKind = ""
    /// The interactor whose state changed last: its changed fields are notes over it.
    private var lastState = "App"

    /// The diagram lines for one trace line (declarations first); none for a line it does not know.
    mutating func lines(for traceLine: String) -> [String] {
        if Trace.isChange(traceLine) {
            let change = traceLine.drop { $0 == " " }
            return (declare(lastState).map { [$0] } ?? []) + [
                "    Note over \(lastState): \(Self.escaped(String(change)))"
            ]
        }
        let kind = String(traceLine.prefix { $0 != " " })
        let text = String(traceLine.dropFirst(kind.count).drop { $0 == " " })
        defer { lastKind = kind }
        guard let (from, to, message, arrow) = message(kind: kind, text: text) else { return [] }
        var out: [String] = []
        for id in [from, to] { if let line = declare(id) { out.append(line) } }
        if from == to {
            out.append("    Note over \(from): \(Self.escaped(message))")
        } else {
            out.append("    \(from)\(arrow)\(to): \(Self.escaped(message))")
        }
        return out
    }

    // MARK: - Private

    private mutating func message(kind: String, text: String) -> (String, String, String, String)? {
        let first = String(text.prefix { $0 != " " })
        switch kind {
        case "view":
            if text.hasPrefix("draw ") {
                let screen = String(text.dropFirst(5))
                return ("Shell", participant(screen, .presenter), "draw " + Self.local(screen), "->>")
            }
            lastModule = Self.module(first)
            return ("User", participant(first, .presenter), String(text.dropFirst(first.count + 3)), "->>")
        case "intent":
            lastInteractor = participant(first, .interactor)
            return (participant(first, .presenter), lastInteractor, Self.member(first), "->>")
        case "data":
            // The interactor of the adapter's feature ("TransferDataAdapter" → Transfer's).
            let feature = String(Self.local(first).prefix { $0 != "." }.dropLast("DataAdapter".count))
            let from = feature.isEmpty ? lastInteractor : feature + "I"
            return (from, "Data", Self.local(text), "->>")
        case "store":
            return ("Data", "Store", text, "->>")
        case "state":
            let rest = text.dropFirst(first.count + 1)
            let change = Self.local(first) + " " + rest
            lastState = participant(first, .interactor)
            return (lastState, participant(first, .presenter), change, "-->>")
        case "router":
            let action = String(text.dropFirst(first.count + 1))
            let follows = action.hasPrefix("follows")
            let from = participant(first, follows ? .interactor : .presenter)
            return (from, participant(first, .router), action, follows ? "-->>" : "->>")
        case "navigator":
            // Right after a Builder, the app pushed the module; else the router of the screen it shows.
            let words = text.split(separator: " ").map(String.init)
            let shown = text.hasPrefix("pop") ? nil : words.count > 3 && words[0] == "replace" ? words[3] : words[1]
            let from =
                lastKind == "build" ? "App" : participant(shown ?? lastModule, .router)
            return (from, "Navigator", Self.local(text), "->>")
        case "build":
            return ("App", participant(first, .builder), Self.local(text), "->>")
        case "release":
            return ("Navigator", "Navigator", "released " + Self.local(text), "")
        case "listener":
            let from = lastModule == "SwippyApp" ? "SwippyAppP" : participant(lastModule, .router)
            return (from, "App", Self.member(first), "->>")
        case "shell":
            return ("User", "Shell", text, "->>")
        default:
            return nil
        }
    }

    /// The participant of a module-qualified type for a layer: "Transfer.AmountPresenter" → "TransferP" (P, I,
    /// R, B: presenters, interactor, router, builder).
    private func participant(_ qualified: String, _ layer: Layer) -> String {
        let module = Self.module(qualified)
        return module == "SwippyApp" && layer == .router ? "App" : module + layer.rawValue
    }

    private enum Layer: String, CaseIterable {
        case presenter = "P"
        case interactor = "I"
        case router = "R"
        case builder = "B"

        var label: String {
            switch self {
            case .presenter: "presenters"
            case .interactor: "interactor"
            case .router: "router"
            case .builder: "builder"
            }
        }
    }

    /// Declares `id` the first time it is used, with a readable label.
    private mutating func declare(_ id: String) -> String? {
        guard declared.insert(id).inserted else { return nil }
        if id == "User" { return "    actor User" }
        let label: String
        switch id {
        case "Data": label = "SwippyApp data adapters"
        case "App": label = "SwippyApp.AppRouter"
        case "Shell", "Navigator", "Store": label = id
        default:
            let layer = Layer.allCases.first { id.hasSuffix($0.rawValue) }
            label = String(id.dropLast(layer == nil ? 0 : 1)) + " " + (layer?.label ?? "")
        }
        return "    participant \(id) as \(label)"
    }

    /// "Transfer" of "Transfer.AmountPresenter".
    private static func module(_ qualified: String) -> String {
        String(qualified.prefix { $0 != "." })
    }

    /// The text without module prefixes of its types: "Transfer.AmountPresenter" → "AmountPresenter".
    private static func local(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard let dot = word.firstIndex(of: "."), word[word.startIndex] != ".",
                word[word.startIndex].isUppercase
            else { return String(word) }
            return String(word[word.index(after: dot)...])
        }.joined(separator: " ")
    }

    /// "submit(pin:)" of "Transfer.TransferInteractor.submit(pin:)".
    private static func member(_ qualified: String) -> String {
        let head = qualified.prefix { $0 != "(" }
        guard let dot = head.lastIndex(of: ".") else { return qualified }
        return String(qualified[qualified.index(after: dot)...])
    }

    /// Mermaid's entity codes for the characters that end or comment a message, or that it would read as HTML.
    private static func escaped(_ text: String) -> String {
        text.reduce(into: "") { out, character in
            switch character {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "<": out += "#60;"
            case ">": out += "#62;"
            default: out.append(character)
            }
        }
    }
}
