/// The diff of arrays (by count and by index), dictionaries (by key) and sets (by members added and removed).
extension StateDiff {
    /// An array's count, then its elements inserted, removed or changed, by index, at most `elementLimit`:
    /// a removed and an inserted element at one index are that element changed, field by field.
    static func diffElements(
        _ before: Mirror, _ after: Mirror, at path: String, depth: Int, into lines: inout [String]
    ) {
        let from = before.children.map(\.value)
        let to = after.children.map(\.value)
        if from.count != to.count { lines.append(line(join(path, "count"), "\(from.count)", "\(to.count)")) }
        let difference = to.indices.difference(from: from.indices) { old, new in
            isEqual(from[old], to[new]) ?? (summary(from[old]) == summary(to[new]))
        }
        var removed: [Int: Any] = [:]
        var inserted: [Int: Any] = [:]
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed[offset] = from[offset]
            case .insert(let offset, _, _): inserted[offset] = to[offset]
            }
        }
        var shown = 0
        var more = 0
        for index in Set(removed.keys).union(inserted.keys).sorted() {
            var element: [String] = []
            let at = path + "[\(index)]"
            switch (removed[index], inserted[index]) {
            case (let old?, let new?): diff(old, new, at: at, depth: depth + 1, into: &element)
            case (let old?, nil): element = [prefix(at) + "removed " + summary(old)]
            case (nil, let new?): element = [prefix(at) + "inserted " + summary(new)]
            case (nil, nil): break
            }
            guard !element.isEmpty else { continue }
            if shown < elementLimit {
                lines += element
                shown += 1
            } else {
                more += 1
            }
        }
        if more > 0 { lines.append(path + "[…]: \(more) more changed") }
    }

    /// A dictionary's changed entries, by key in the keys' order as shown.
    static func diffEntries(
        _ before: Mirror, _ after: Mirror, at path: String, depth: Int, into lines: inout [String]
    ) {
        let from = entries(before)
        let to = entries(after)
        if from.count != to.count { lines.append(line(join(path, "count"), "\(from.count)", "\(to.count)")) }
        for key in Set(from.keys).union(to.keys).sorted() {
            let at = path + "[\(key)]"
            switch (from[key], to[key]) {
            case (let old?, let new?): diff(old, new, at: at, depth: depth + 1, into: &lines)
            case (let old?, nil): lines.append(at + ": removed " + summary(old))
            case (nil, let new?): lines.append(at + ": added " + summary(new))
            case (nil, nil): break
            }
        }
    }

    /// A set's count, then the members removed and added, each in the order shown.
    static func diffMembers(_ before: Mirror, _ after: Mirror, at path: String, into lines: inout [String]) {
        let from = Set(before.children.map { summary($0.value) })
        let to = Set(after.children.map { summary($0.value) })
        if from.count != to.count { lines.append(line(join(path, "count"), "\(from.count)", "\(to.count)")) }
        lines += from.subtracting(to).sorted().map { prefix(path) + "removed " + $0 }
        lines += to.subtracting(from).sorted().map { prefix(path) + "added " + $0 }
    }
}
