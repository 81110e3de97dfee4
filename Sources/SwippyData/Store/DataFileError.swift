import Foundation
import SwippyText

/// Why the data file or the state file could not be used. Each reads as one line naming the file.
public enum DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not exist.
    case missing(file: String)
    /// The file exists but cannot be read.
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON, or breaks the schema or a rule; `location` is a path or "line 3, column 7".
    case malformed(file: String, location: String, reason: String)
    /// The state file cannot be written: the change is certainly not in it.
    case unwritable(file: String, reason: String)
    /// Saving failed where the change may be in the state after all (its line could not be cut off again, or
    /// the anchor may name it): the next start has it or not.
    case saveOutcomeUnknown(file: String, reason: String)

    /// True for a failed save, whether or not its change may be in the state.
    public var isFailedSave: Bool {
        switch self {
        case .unwritable, .saveOutcomeUnknown: true
        case .missing, .unreadable, .malformed: false
        }
    }

    /// One line, safe for a terminal: every part is cleaned by `SafeText` and capped, because a path,
    /// a key or a reason can carry text from the file itself.
    public var description: String {
        switch self {
        case .missing(let file): "\(Self.safe(file)): file not found"
        case .unreadable(let file, let reason): "\(Self.safe(file)): cannot read: \(Self.safe(reason))"
        case .malformed(let file, let location, let reason):
            location.isEmpty
                ? "\(Self.safe(file)): \(Self.safe(reason))"
                : "\(Self.safe(file)): \(Self.safe(location)): \(Self.safe(reason))"
        case .unwritable(let file, let reason): "\(Self.safe(file)): cannot write: \(Self.safe(reason))"
        case .saveOutcomeUnknown(let file, let reason):
            "\(Self.safe(file)): cannot write: \(Self.safe(reason)); whether the change was saved is known only "
                + "when Swippy starts again"
        }
    }

    /// A part of the line: no control characters, at most 400 characters (a long path stays whole).
    private static func safe(_ text: String) -> String {
        SafeText.clean(text, limit: 400)
    }

    /// Turns a JSON decoding failure into a one-line error naming the path of the bad value.
    package static func decoding(_ error: any Error, file: String, data: Data) -> DataFileError {
        guard let decodingError = error as? DecodingError else {
            return .malformed(file: file, location: "", reason: "not valid JSON")
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return .malformed(
                file: file, location: path(context.codingPath + [key]), reason: "required field is missing")
        case .typeMismatch(let type, let context):
            return .malformed(file: file, location: path(context.codingPath), reason: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return .malformed(
                file: file, location: path(context.codingPath), reason: "expected \(describe(type)), found null")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .malformed(file: file, location: syntaxLocation(data), reason: "not valid JSON")
        case .dataCorrupted(let context):
            // Foundation's wording can repeat the whole bad value ("… from invalid String value …").
            return .malformed(
                file: file, location: path(context.codingPath),
                reason: SafeText.clean(context.debugDescription, limit: 160))
        @unknown default:
            return .malformed(file: file, location: "", reason: "cannot be decoded")
        }
    }

    /// `cards[3].due.amount` from a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                let name = SafeText.clean(key.stringValue, limit: SafeText.errorValueLimit)
                result += result.isEmpty ? name : "." + name
            }
        }
        return result.isEmpty ? "(top level)" : result
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Decimal.Type, is Double.Type: "a number"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }

    /// "line 3, column 7" for a JSON syntax error, from the character offset Foundation reports.
    private static func syntaxLocation(_ data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return ""
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            guard let range = text.range(of: "character "),
                let offset = Int(text[range.upperBound...].prefix { $0.isNumber })
            else { return "" }
            let prefix = data.prefix(offset)
            let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? prefix.startIndex
            let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
            return "line \(line), column \(column)"
        }
    }
}
