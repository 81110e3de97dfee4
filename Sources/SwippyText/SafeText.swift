/// Makes text that came from a file (MockData, the state file) safe to print on a terminal.
///
/// A file is not trusted: a card title, a name or a note can hold escape sequences that clear the
/// screen, set the window title, write the clipboard (OSC 52) or switch screens, and CR or backspace
/// can overwrite what is already on the line ("due\u{8}\u{8}\u{8}PAID" would show "PAID").
/// `clean(_:limit:)` returns text a terminal only prints:
///
/// - whole escape sequences are removed: CSI (`ESC [ … final`, and the 8-bit `\u{9B}`), OSC (`ESC ] …`
///   up to BEL or ST), DCS, SOS, PM and APC strings (`ESC P`, `ESC X`, `ESC ^`, `ESC _` … ST) and
///   two-character escapes such as `ESC c`; an ESC that starts no complete sequence is shown as `␛`
///   and whatever follows it is shown as text;
/// - other C0 controls and DEL are shown as their Unicode control pictures (`\r` as `␍`, `\n` as `␤`,
///   backspace as `␈`, DEL as `␡`), a tab as one space; other C1 controls as `�`; line and paragraph
///   separators as `␤`; bidirectional overrides and isolates are removed;
/// - more than `limit` characters are cut to `limit - 1` and `…`.
///
/// Everything else (accents, CJK, emoji) is untouched, and `clean` is idempotent:
/// `clean(clean(x)) == clean(x)`, so cleaning twice on the way to the screen is harmless.
///
/// Use it on each string read from a file before it is laid out, never on a finished line (that
/// would remove Swippy's own colours):
///
/// ```swift
/// let title = SafeText.clean(card.title)               // for a screen: at most 200 characters
/// let echoed = SafeText.clean(value, limit: 80)         // a bad value quoted in an error line
/// ```
public enum SafeText {
    /// The cap for a string from a file shown on a screen (a name, a title, a note in a table cell or a field).
    public static let displayLimit = 200
    /// The cap for the app's own sentences (a paragraph, a notice, an error, a title): far above any sentence the
    /// app writes, so none is cut, while one that quotes a file's string stays bounded.
    public static let sentenceLimit = 1_000
    /// The cap for a bad value echoed in an error line.
    public static let errorValueLimit = 80

    /// `text` without escape sequences or control characters, at most `limit` characters long.
    public static func clean(_ text: String, limit: Int = displayLimit) -> String {
        let limit = max(1, limit)
        let scanned = text.unicodeScalars.prefix(scanBudget(limit))
        var truncated = scanned.endIndex != text.unicodeScalars.endIndex
        var cleaner = Cleaner(scalars: Array(scanned))
        var output = String.UnicodeScalarView()
        var emitted = 0
        var checkAt = limit + 8
        while let scalar = cleaner.next() {
            cleaner.emit(scalar, into: &output)
            emitted += 1
            // Counting characters is linear, so count only at doubling points: the total stays linear.
            if emitted >= checkAt {
                if String(output).count > limit + 2 {
                    truncated = true
                    break
                }
                checkAt *= 2
            }
        }
        let result = String(output)
        guard truncated || result.count > limit else { return result }
        return String(result.prefix(limit - 1)) + "…"
    }

    /// `text` cleaned and capped for an error line, in double quotes: `"abc…"`.
    public static func quoted(_ text: String, limit: Int = errorValueLimit) -> String {
        "\"" + clean(text, limit: limit) + "\""
    }

    /// How many scalars of the input are looked at: enough for `limit` characters even after long
    /// escape sequences are removed, bounded so a 50 MB value costs no more than a short one.
    private static func scanBudget(_ limit: Int) -> Int {
        let (budget, overflow) = limit.multipliedReportingOverflow(by: 4096)
        return overflow ? Int.max : max(budget, 1 << 20)
    }
}

extension SafeText {
    /// Walks the scalars of a string, skipping escape sequences and reporting the rest one by one.
    private struct Cleaner {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        private static let escape: UInt32 = 0x1B

        /// The next scalar that is not part of a complete escape sequence, or nil at the end.
        mutating func next() -> Unicode.Scalar? {
            while index < scalars.count {
                let scalar = scalars[index]
                if let end = sequenceEnd(at: index) {
                    index = end
                    continue
                }
                index += 1
                return scalar
            }
            return nil
        }

        /// Appends what `scalar` looks like on a terminal that is told nothing: itself, a picture, or nothing.
        func emit(_ scalar: Unicode.Scalar, into output: inout String.UnicodeScalarView) {
            switch scalar.value {
            case 0x09: output.append(" ")
            case 0x0A, 0x2028, 0x2029: output.append("␤")
            case 0x00...0x1F: output.append(Self.picture(0x2400 + scalar.value))
            case 0x7F: output.append("␡")
            case 0x80...0x9F: output.append("\u{FFFD}")
            case 0x202A...0x202E, 0x2066...0x2069: break
            default: output.append(scalar)
            }
        }

        private static func picture(_ value: UInt32) -> Unicode.Scalar {
            Unicode.Scalar(value) ?? "\u{FFFD}"
        }

        // MARK: - Escape sequences

        /// Where the complete escape sequence starting at `start` ends (one past it), or nil when no
        /// complete sequence starts there.
        private func sequenceEnd(at start: Int) -> Int? {
            let first = scalars[start].value
            switch first {
            case Self.escape:
                guard start + 1 < scalars.count else { return nil }
                let second = scalars[start + 1].value
                switch second {
                case 0x5B: return controlSequenceEnd(from: start + 2)  // ESC [
                case 0x5D: return stringEnd(from: start + 2, bellEnds: true)  // ESC ]
                case 0x50, 0x58, 0x5E, 0x5F: return stringEnd(from: start + 2, bellEnds: false)  // ESC P X ^ _
                default: return shortEscapeEnd(from: start + 1)
                }
            case 0x9B: return controlSequenceEnd(from: start + 1)
            case 0x9D: return stringEnd(from: start + 1, bellEnds: true)
            case 0x90, 0x98, 0x9E, 0x9F: return stringEnd(from: start + 1, bellEnds: false)
            default: return nil
            }
        }

        /// CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, then one final byte 0x40–0x7E.
        private func controlSequenceEnd(from start: Int) -> Int? {
            var index = start
            while index < scalars.count, (0x30...0x3F).contains(scalars[index].value) { index += 1 }
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            guard index < scalars.count, (0x40...0x7E).contains(scalars[index].value) else { return nil }
            return index + 1
        }

        /// OSC, DCS, SOS, PM, APC: printable text ended by ST (`ESC \` or `\u{9C}`), or BEL for OSC.
        private func stringEnd(from start: Int, bellEnds: Bool) -> Int? {
            var index = start
            while index < scalars.count {
                let value = scalars[index].value
                if value == 0x07 && bellEnds { return index + 1 }
                if value == 0x9C { return index + 1 }
                if value == Self.escape {
                    guard index + 1 < scalars.count, scalars[index + 1].value == 0x5C else { return nil }
                    return index + 2
                }
                if value < 0x20 || (0x7F...0x9F).contains(value) { return nil }
                index += 1
            }
            return nil
        }

        /// `ESC` + intermediate bytes 0x20–0x2F + a final byte 0x30–0x7E: `ESC c`, `ESC 7`, `ESC ( B`.
        private func shortEscapeEnd(from start: Int) -> Int? {
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            guard index < scalars.count, (0x30...0x7E).contains(scalars[index].value) else { return nil }
            return index + 1
        }
    }
}
