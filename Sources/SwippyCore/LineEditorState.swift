/// The line being edited at a terminal prompt: its characters, the cursor, and where ↑/↓ are in this
/// session's history. A pure value: `apply(_:)` changes it for one key and says what to redraw.
/// Editing a recalled line never changes the history it came from.
public struct LineEditorState: Equatable, Sendable {
    /// The line, one element per character as the terminal shows it.
    public private(set) var characters: [Character] = []
    /// Where the cursor is: before `characters[cursor]`, or at the end.
    public private(set) var cursor = 0
    /// Earlier lines, oldest first.
    let history: [String]
    /// The history entry shown; `history.count` is the new line.
    private(set) var recalled: Int
    /// The new line, kept while ↑ shows older ones.
    private var draft: [Character] = []
    /// Words Tab completes.
    let completions: [String]

    public init(history: [String] = [], completions: [String] = []) {
        self.history = history
        self.recalled = history.count
        self.completions = completions
    }

    /// The line as text.
    public var text: String { String(characters) }

    /// Applies one key and says what the terminal has to do.
    public mutating func apply(_ key: LineEditorKey) -> LineEditorOutcome {
        switch key {
        case .character(let character): return insert(character)
        case .left: return moveCursor(to: cursor - 1)
        case .right: return moveCursor(to: cursor + 1)
        case .home: return moveCursor(to: 0)
        case .end: return moveCursor(to: characters.count)
        case .up: return recall(recalled - 1)
        case .down: return recall(recalled + 1)
        case .backspace: return cursor > 0 ? remove((cursor - 1)..<cursor) : .bell
        case .delete: return cursor < characters.count ? remove(cursor..<(cursor + 1)) : .bell
        case .controlD:
            if characters.isEmpty { return .endOfInput }
            return cursor < characters.count ? remove(cursor..<(cursor + 1)) : .bell
        case .killToStart: return cursor > 0 ? remove(0..<cursor) : .unchanged
        case .killToEnd: return cursor < characters.count ? remove(cursor..<characters.count) : .unchanged
        case .killWord: return cursor > 0 ? remove(wordStart()..<cursor) : .unchanged
        case .tab: return complete()
        case .enter: return .submit(text)
        case .interrupt: return .interrupt
        case .ignored: return .unchanged
        }
    }

    /// Inserts at the cursor; a combining mark joins the character before it, as the terminal shows it.
    private mutating func insert(_ character: Character) -> LineEditorOutcome {
        let before = Array(String(characters[..<cursor]) + String(character))
        characters = before + characters[cursor...]
        cursor = before.count
        return .redraw
    }

    private mutating func moveCursor(to position: Int) -> LineEditorOutcome {
        guard (0...characters.count).contains(position) else { return .unchanged }
        guard position != cursor else { return .unchanged }
        cursor = position
        return .redraw
    }

    private mutating func remove(_ range: Range<Int>) -> LineEditorOutcome {
        characters.removeSubrange(range)
        cursor = range.lowerBound
        return .redraw
    }

    /// Ctrl-W: the spaces before the cursor, then the word before them.
    private func wordStart() -> Int {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    /// ↑/↓: shows history entry `index` (or the new line at `history.count`), cursor at the end.
    private mutating func recall(_ index: Int) -> LineEditorOutcome {
        guard (0...history.count).contains(index) else { return .bell }
        if recalled == history.count { draft = characters }
        recalled = index
        characters = index == history.count ? draft : Array(history[index])
        cursor = characters.count
        return .redraw
    }

    /// Tab: completes the text before the cursor to the one word it starts, or to what all the words it
    /// starts share, listing them.
    private mutating func complete() -> LineEditorOutcome {
        guard cursor == characters.count else { return .bell }
        let typed = text.drop { $0 == " " }
        guard !typed.contains(where: \.isWhitespace) else { return .bell }
        let matches = Self.matches(for: String(typed), in: completions)
        guard let first = matches.first else { return .bell }
        let shared = matches.count == 1 ? first : Self.sharedPrefix(of: matches)
        let changed = shared.count > typed.count
        if changed {
            characters = Array(shared)
            cursor = characters.count
        }
        if matches.count > 1 { return .candidates(matches) }
        return changed ? .redraw : .unchanged
    }

    /// The words that start with `typed`, ignoring case, each once, in the order given.
    static func matches(for typed: String, in words: [String]) -> [String] {
        var seen = Set<String>()
        let lowered = typed.lowercased()
        return words.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }
    }

    /// The longest start all `words` share, ignoring case, spelled as in the first word.
    static func sharedPrefix(of words: [String]) -> String {
        guard let first = words.first else { return "" }
        var length = first.count
        for word in words.dropFirst() {
            let common = zip(first.lowercased(), word.lowercased()).prefix { $0 == $1 }.count
            length = min(length, common)
        }
        return String(first.prefix(length))
    }
}
