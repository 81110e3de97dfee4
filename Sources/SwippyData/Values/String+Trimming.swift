import Foundation

extension String {
    /// The text without leading and trailing whitespace and newlines: the same as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, reading only the characters it removes (and the one
    /// after each end), so a very long name from a file costs no walk over its middle.
    public var trimmedOfWhitespace: String {
        let scalars = unicodeScalars
        let blank = CharacterSet.whitespacesAndNewlines
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, blank.contains(scalars[start]) { start = scalars.index(after: start) }
        while end > start, blank.contains(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex, end == scalars.endIndex { return self }
        return String(scalars[start..<end])
    }
}
