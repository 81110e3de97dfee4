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
        let (removed, inserted) = changes(from, to)
        var shown = 0
        var more = 0
        for index in Set(removed.keys).union(inserted.keys).sorted() {
            let (old, new) = (removed[index], inserted[index])
            guard shown < elementLimit else {
                // Beyond the lines shown, only counted: a pair that compares equal is no change.
                if let old, let new, isEqual(old, new) == true { continue }
                more += 1
                continue
            }
            var element: [String] = []
            let at = path + "[\(index)]"
            switch (old, new) {
            case (let old?, let new?): diff(old, new, at: at, depth: depth + 1, into: &element)
            case (let old?, nil): element = [prefix(at) + "removed " + summary(old)]
            case (nil, let new?): element = [prefix(at) + "inserted " + summary(new)]
            case (nil, nil): break
            }
            guard !element.isEmpty else { continue }
            lines += element
            shown += 1
        }
        if more > 0 { lines.append(path + "[…]: \(more) more changed") }
    }

    /// The elements removed from `from` and inserted into `to`, by index: the fewest changes for short lists
    /// (`CollectionDifference`, so one element inserted at the front is one change), else index by index, so a
    /// traced change to a long list stays linear.
    static func changes(_ from: [Any], _ to: [Any]) -> (removed: [Int: Any], inserted: [Int: Any]) {
        var removed: [Int: Any] = [:]
        var inserted: [Int: Any] = [:]
        guard from.count + to.count <= differenceLimit, !from.isEmpty, !to.isEmpty else {
            for index in 0..<max(from.count, to.count) {
                let old = index < from.count ? from[index] : nil
                let new = index < to.count ? to[index] : nil
                if let old, let new, isEqual(old, new) == true { continue }
                removed[index] = old
                inserted[index] = new
            }
            return (removed, inserted)
        }
        let difference = to.indices.difference(from: from.indices) { old, new in
            isEqual(from[old], to[new]) ?? (summary(from[old]) == summary(to[new]))
        }
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed[offset] = from[offset]
            case .insert(let offset, _, _): inserted[offset] = to[offset]
            }
        }
        return (removed, inserted)
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
