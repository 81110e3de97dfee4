import SwippyData

/// A change to a plain field: its new value.
struct ValueEdit<Value: Codable & Equatable>: Codable {
    var set: Value

    /// The edit from `old` to `new`, or nil when they are equal.
    static func between(_ old: Value, _ new: Value) -> ValueEdit? {
        if WalletChange.identical(old, new) || old == new { return nil }
        return ValueEdit(set: new)
    }
}
