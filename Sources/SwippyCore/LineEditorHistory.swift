/// The lines entered in this session, oldest first, for ↑ and ↓. Only non-secret lines go in, empty
/// lines and a repeat of the line just before are left out.
public struct LineEditorHistory: Equatable, Sendable {
    public private(set) var entries: [String]
    /// Oldest entries are dropped beyond this many.
    public let limit: Int

    public init(entries: [String] = [], limit: Int = 200) {
        self.limit = max(1, limit)
        self.entries = Array(entries.suffix(self.limit))
    }

    /// Adds `line` unless it is blank or the same as the newest entry.
    public mutating func add(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), entries.last != line else { return }
        entries.append(line)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }
}
