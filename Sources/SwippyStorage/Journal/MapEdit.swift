import SwippyData

/// A change to a keyed field (`[String: Value]`): keys set to a new value and keys removed.
struct MapEdit<Value: Codable & Equatable>: Codable {
    var upsert: [String: Value]?
    var remove: [String]?

    /// The edit from `old` to `new`, or nil when they are equal. O(keys) when the map was touched.
    static func between(_ old: [String: Value], _ new: [String: Value]) -> MapEdit? {
        if WalletChange.identical(old, new) { return nil }
        var upserts: [String: Value] = [:]
        for (key, value) in new where old[key] != value { upserts[key] = value }
        let removed = old.keys.filter { new[$0] == nil }.sorted()
        if upserts.isEmpty && removed.isEmpty { return nil }
        return MapEdit(upsert: upserts.isEmpty ? nil : upserts, remove: removed.isEmpty ? nil : removed)
    }

    func apply(to map: inout [String: Value]) {
        for key in remove ?? [] { map[key] = nil }
        for (key, value) in upsert ?? [:] { map[key] = value }
    }
}
