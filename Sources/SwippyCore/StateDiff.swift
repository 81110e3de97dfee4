/// What changed between two values of a state, one line per changed field, `path: old → new`, as `--trace`
/// prints it under the state's line:
///
/// ```
/// step: .amount → .note
/// amount: nil → 500
/// accounts[0].balance.amount: 52340.5 → 51840.5
/// ```
///
/// Found by reflection (`Mirror`), so a state needs nothing to be diffed:
/// - a struct, class or tuple by its fields' paths (`holderCheck.name`); an optional by its value, or `nil`;
/// - an enum by its case (`.confirm`, `.renameBeneficiary("b-1")`), and within one case by its associated
///   values' paths (`outcome.sent.amount`);
/// - an array by its count (`accounts.count: 2 → 3`) and its changed elements by index, at most
///   `elementLimit` of them, then how many more; a dictionary by key (`rates["USD"]`); a set by the elements
///   added and removed;
/// - numbers and `Decimal` in full, never cut; a string made safe by `SafeText` and quoted (text from a file
///   can hold escape sequences);
/// - a `TraceSecret` (a field marked `@Secret`) as `••••`: the line says that it changed, never what it holds.
///
/// Parts that are `Equatable` and equal are skipped at once, so an unchanged list costs one comparison. The
/// trace computes a diff only while it is on (`ObservableValue.update`).
public enum StateDiff {
    /// How many changed elements of one collection are shown before "… N more changed".
    public static let elementLimit = 5
    /// The longest text shown, in characters (`SafeText` cuts it with "…").
    public static let textLimit = 80
    /// The longest pair of lists (both counts together) matched for the fewest changes; longer ones by index.
    static let differenceLimit = 2_000
    /// How deep the diff goes before it shows a part whole.
    static let depthLimit = 12
    /// How deep a summary shows fields: deeper, a struct is `Name(…)`; a list inside a summary is its count.
    static let summaryDepth = 3

    /// The changed fields of `new` against `old`, in field order; none when nothing differs.
    public static func lines(from old: Any, to new: Any) -> [String] {
        var lines: [String] = []
        diff(old, new, at: "", depth: 0, into: &lines)
        return lines
    }

    /// One value on one line, as the diff shows a part that appeared, went or changed case:
    /// `Notice(text: "Saved.", serial: 2)`, `.beneficiary("b-1")`, `[1, 2, 3, … 4 more]`.
    public static func summary(_ value: Any) -> String {
        summary(value, depth: 0)
    }

    // MARK: - Diff

    static func diff(_ old: Any, _ new: Any, at path: String, depth: Int, into lines: inout [String]) {
        let equal = isEqual(old, new)
        if equal == true { return }
        if old is any TraceSecret || new is any TraceSecret {
            if equal == nil, String(reflecting: old) == String(reflecting: new) { return }
            lines.append(line(path, Trace.mask, Trace.mask))
            return
        }
        let before = Mirror(reflecting: old)
        let after = Mirror(reflecting: new)
        guard type(of: old) == type(of: new), before.displayStyle == after.displayStyle, depth < depthLimit else {
            return changed(old, new, at: path, into: &lines)
        }
        if before.displayStyle != .optional, let from = leaf(old), let to = leaf(new) {
            if equal == false || from != to { lines.append(line(path, from, to)) }
            return
        }
        switch before.displayStyle {
        case .optional:
            guard let from = before.children.first?.value, let to = after.children.first?.value else {
                return changed(old, new, at: path, into: &lines)
            }
            diff(from, to, at: path, depth: depth + 1, into: &lines)
        case .enum:
            let name = caseName(old, before)
            guard name == caseName(new, after), let from = before.children.first, let to = after.children.first
            else { return changed(old, new, at: path, into: &lines) }
            diff(from.value, to.value, at: join(path, name), depth: depth + 1, into: &lines)
        case .collection:
            diffElements(before, after, at: path, depth: depth, into: &lines)
        case .dictionary:
            diffEntries(before, after, at: path, depth: depth, into: &lines)
        case .set:
            diffMembers(before, after, at: path, into: &lines)
        default:
            diffFields(old, new, before, after, at: path, depth: depth, into: &lines)
        }
    }

    /// A struct's, class's or tuple's fields, by label (a tuple's unlabelled ones by position).
    static func diffFields(
        _ old: Any, _ new: Any, _ before: Mirror, _ after: Mirror, at path: String, depth: Int,
        into lines: inout [String]
    ) {
        let from = Array(before.children)
        let to = Array(after.children)
        guard !from.isEmpty, from.count == to.count else {
            if summary(old) != summary(new) { changed(old, new, at: path, into: &lines) }
            return
        }
        let secret = secretFields(old)
        for (index, (field, other)) in zip(from, to).enumerated() {
            let at = join(path, label(field, index))
            if let name = field.label, secret.contains(name) {
                if summary(field.value) != summary(other.value) { lines.append(line(at, Trace.mask, Trace.mask)) }
                continue
            }
            diff(field.value, other.value, at: at, depth: depth + 1, into: &lines)
        }
    }

    /// A part that cannot be followed field by field: both whole, unless they read the same (two `nil`s of a type
    /// that is not `Equatable`).
    static func changed(_ old: Any, _ new: Any, at path: String, into lines: inout [String]) {
        let (from, to) = (summary(old), summary(new))
        if from != to { lines.append(line(path, from, to)) }
    }

    static func join(_ path: String, _ field: String) -> String {
        path.isEmpty ? field : path + "." + field
    }

    static func line(_ path: String, _ old: String, _ new: String) -> String {
        prefix(path) + old + " → " + new
    }

    static func prefix(_ path: String) -> String {
        path.isEmpty ? "" : path + ": "
    }

    /// True or false when both are the same `Equatable` type; nil when they cannot be compared so.
    static func isEqual(_ old: Any, _ new: Any) -> Bool? {
        guard let old = old as? any Equatable else { return nil }
        return old.isEqual(to: new)
    }
}

extension Equatable {
    /// True when `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool? {
        guard let other = other as? Self else { return nil }
        return self == other
    }
}
