import Foundation
import SwippyText

/// One value on one line, and the parts the diff is made of: leaves, labels, cases, secret fields.
extension StateDiff {
    // MARK: - Summary

    static func summary(_ value: Any, depth: Int) -> String {
        if value is any TraceSecret { return Trace.mask }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { summary($0.value, depth: depth) } ?? "nil"
        }
        if let text = leaf(value) { return text }
        guard depth < depthLimit else { return "…" }
        switch mirror.displayStyle {
        case .enum:
            let name = "." + caseName(value, mirror)
            guard let payload = mirror.children.first?.value else { return name }
            let inner = Mirror(reflecting: payload)
            return name
                + (inner.displayStyle == .tuple
                    ? summary(payload, depth: depth + 1) : "(" + summary(payload, depth: depth + 1) + ")")
        case .collection, .set, .dictionary:
            let count = mirror.children.count
            if depth > 0 && count > 0 { return "[" + Plural.of(count, "item") + "]" }
            if mirror.displayStyle == .dictionary {
                let pairs = entries(mirror).sorted { $0.key < $1.key }.map { $0.key + ": " + summary($0.value) }
                return pairs.isEmpty ? "[:]" : "[" + listed(pairs) + "]"
            }
            let items = mirror.children.map { summary($0.value, depth: depth + 1) }
            return "[" + listed(mirror.displayStyle == .set ? items.sorted() : items) + "]"
        case .tuple:
            return "(" + fields(mirror, depth: depth) + ")"
        default:
            let name = String(describing: type(of: value))
            guard !mirror.children.isEmpty else {
                let isType = mirror.displayStyle == .struct || mirror.displayStyle == .class
                return isType ? name + "()" : SafeText.clean(String(describing: value), limit: textLimit)
            }
            let shown = depth < summaryDepth ? fields(mirror, secret: secretFields(value), depth: depth) : "…"
            return name + "(" + shown + ")"
        }
    }

    /// "id: \"a-1\", balance: 500": each field by label (a tuple's unlabelled ones by value alone).
    static func fields(_ mirror: Mirror, secret: Set<String> = [], depth: Int) -> String {
        mirror.children.enumerated().map { index, child in
            let name = label(child, index)
            let value = child.label.map(secret.contains) == true ? Trace.mask : summary(child.value, depth: depth + 1)
            return Int(name) == nil ? name + ": " + value : value
        }.joined(separator: ", ")
    }

    /// The first `elementLimit` items, then how many more.
    static func listed(_ items: [String]) -> String {
        let shown = items.prefix(elementLimit).joined(separator: ", ")
        return items.count > elementLimit ? shown + ", … \(items.count - elementLimit) more" : shown
    }

    // MARK: - Parts

    /// A value shown as it is, with no fields to follow: a number, a string, a date; nil for anything else.
    static func leaf(_ value: Any) -> String? {
        switch value {
        case let text as String: SafeText.quoted(text, limit: textLimit)
        case let text as Substring: SafeText.quoted(String(text), limit: textLimit)
        case let character as Character: SafeText.quoted(String(character), limit: textLimit)
        case let flag as Bool: flag ? "true" : "false"
        case let number as Decimal: "\(number)"
        case let number as any BinaryInteger: "\(number)"
        case let number as any BinaryFloatingPoint: "\(number)"
        case let date as Date:
            // Fractions of a second only when there are some: two times in one second still differ.
            Date.ISO8601FormatStyle(
                includingFractionalSeconds: date.timeIntervalSince1970.rounded(.down)
                    != date.timeIntervalSince1970
            ).format(date)
        case let zone as TimeZone: zone.identifier
        case let locale as Locale: locale.identifier
        case let url as URL: SafeText.quoted(url.absoluteString, limit: textLimit)
        case let id as UUID: id.uuidString
        case let data as Data: "\(data.count) bytes"
        default: nil
        }
    }

    /// "amount" of a field; "0" for a tuple's first unlabelled element; "loginPIN" of `@Secret`'s "_loginPIN".
    static func label(_ child: Mirror.Child, _ index: Int) -> String {
        guard let label = child.label else { return "\(index)" }
        if label.hasPrefix(".") { return String(label.dropFirst()) }
        if child.value is any TraceSecret, label.hasPrefix("_") { return String(label.dropFirst()) }
        return label
    }

    /// "beneficiary" of `.beneficiary("b-1")`; a case without associated values by its description.
    static func caseName(_ value: Any, _ mirror: Mirror) -> String {
        mirror.children.first?.label ?? SafeText.clean(String(describing: value), limit: textLimit)
    }

    /// The fields of `value` its type names secret (`TraceSecretFields`).
    static func secretFields(_ value: Any) -> Set<String> {
        (type(of: value) as? any TraceSecretFields.Type)?.traceSecretFields ?? []
    }

    /// A dictionary's values by their keys' summaries.
    static func entries(_ mirror: Mirror) -> [String: Any] {
        var entries: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            entries[summary(pair[0].value)] = pair[1].value
        }
        return entries
    }
}
