import SwippyData

/// One member of a JSON object as the fast decoder finds it: the key's bytes and where its value starts.
struct JSONObjectEntry {
    let key: JSONKeyRange
    let value: Int
}
