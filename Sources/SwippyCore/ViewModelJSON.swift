import Foundation
import SwippyText

/// A value as one line of JSON, read through `Mirror`: the second View (`--ui json`) writes each screen's view
/// model with it, so the Presenter and everything behind it serve both Views unchanged.
///
/// Structs and classes are objects of their fields; an enum is its case name, or an object `{"case": name,
/// …associated values}`; arrays and sets are arrays; dictionaries objects keyed by their keys' text. Text passes
/// `SafeText` (it may come from a file); an amount (`Decimal`) is an exact string, never a float (a measure that
/// is a `Double`, none in a view model today, is a JSON number, or null when not finite); a date is ISO 8601; the
/// shell commands a screen takes are their names (["back", "home"]); a secret (`TraceSecret`, `@Secret`,
/// `TraceSecretFields`) is "••••".
public enum ViewModelJSON {
    /// `value` as compact JSON text, keys sorted.
    public static func encode(_ value: Any) -> String {
        var out = ""
        write(value, into: &out, depth: 0)
        return out
    }

    /// Longer than any of the app's own sentences; text from a file is cut there.
    static let textLimit = 1_000

    /// Deep enough for any view model; a cycle or a deeper value is cut with "…".
    static let maxDepth = 24

    static func write(_ value: Any, into out: inout String, depth: Int) {
        if depth >= maxDepth {
            out += quoted("…")
        } else if value is any TraceSecret {
            out += quoted("••••")
        } else if let leaf = leaf(value) {
            out += leaf
        } else {
            structured(value, Mirror(reflecting: value), into: &out, depth: depth)
        }
    }

    /// A value with parts: an optional, a list, a dictionary, an enum case, or fields.
    static func structured(_ value: Any, _ mirror: Mirror, into out: inout String, depth: Int) {
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first?.value {
                write(wrapped, into: &out, depth: depth)
            } else {
                out += "null"
            }
        case .collection, .set:
            array(mirror, into: &out, depth: depth)
        case .tuple where mirror.children.allSatisfy({ $0.label?.hasPrefix(".") ?? true }):
            array(mirror, into: &out, depth: depth)
        case .dictionary:
            var entries: [(String, Any)] = []
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { continue }
                entries.append((key(pair[0].value), pair[1].value))
            }
            object(entries, into: &out, depth: depth)
        case .enum:
            if let payload = mirror.children.first, let name = payload.label {
                object([("case", name)] + associated(payload.value), into: &out, depth: depth)
            } else {
                out += quoted(SafeText.clean(String(describing: value), limit: textLimit))
            }
        default:
            let secret = (type(of: value) as? any TraceSecretFields.Type)?.traceSecretFields ?? []
            let fields = mirror.children.enumerated().map { index, child -> (String, Any) in
                let name = label(child, index)
                return (name, secret.contains(name) ? Secret(wrappedValue: 0) as Any : child.value)
            }
            object(fields, into: &out, depth: depth)
        }
    }

    /// An enum case's associated values, by their labels ("0", "1" when unlabelled), or as "value" when single.
    static func associated(_ payload: Any) -> [(String, Any)] {
        let inner = Mirror(reflecting: payload)
        guard inner.displayStyle == .tuple else { return [("value", payload)] }
        return inner.children.enumerated().map { index, child in
            (child.label.map { String($0.drop { $0 == "." }) } ?? "\(index)", child.value)
        }
    }

    /// A field's name: "pin" of `@Secret var pin`'s "_pin"; the index of an unlabelled part.
    static func label(_ child: Mirror.Child, _ index: Int) -> String {
        guard let label = child.label else { return "\(index)" }
        return label.hasPrefix("_") && child.value is any TraceSecret ? String(label.dropFirst()) : label
    }

    static func array(_ mirror: Mirror, into out: inout String, depth: Int) {
        out += "["
        for (index, child) in mirror.children.enumerated() {
            if index > 0 { out += "," }
            write(child.value, into: &out, depth: depth + 1)
        }
        out += "]"
    }

    static func object(_ fields: [(String, Any)], into out: inout String, depth: Int) {
        out += "{"
        for (index, field) in fields.sorted(by: { $0.0 < $1.0 }).enumerated() {
            if index > 0 { out += "," }
            out += quoted(field.0) + ":"
            write(field.1, into: &out, depth: depth + 1)
        }
        out += "}"
    }

    /// A value written as it is: text, a number, a flag, an amount, a date; nil for anything with fields.
    static func leaf(_ value: Any) -> String? {
        switch value {
        case let text as String: quoted(SafeText.clean(text, limit: textLimit))
        case let text as Substring: quoted(SafeText.clean(String(text), limit: textLimit))
        case let character as Character: quoted(SafeText.clean(String(character), limit: textLimit))
        case let flag as Bool: flag ? "true" : "false"
        case let number as Decimal: quoted("\(number)")
        case let number as any BinaryInteger: "\(number)"
        case let number as Double: number.isFinite ? "\(number)" : "null"
        case let number as Float: number.isFinite ? "\(number)" : "null"
        case let date as Date: quoted(Date.ISO8601FormatStyle().format(date))
        case let zone as TimeZone: quoted(zone.identifier)
        case let url as URL: quoted(SafeText.clean(url.absoluteString, limit: textLimit))
        case let id as UUID: quoted(id.uuidString)
        case let commands as ShellCommands: encode(names(of: commands))
        default: nil
        }
    }

    /// "back" and "home", those of them `commands` holds.
    static func names(of commands: ShellCommands) -> [String] {
        (commands.contains(.back) ? ["back"] : []) + (commands.contains(.home) ? ["home"] : [])
    }

    /// A dictionary key's text.
    static func key(_ value: Any) -> String {
        if let text = value as? String { return SafeText.clean(text, limit: textLimit) }
        return SafeText.clean(String(describing: value), limit: textLimit)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
