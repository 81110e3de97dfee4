import Foundation
import SwippyData

/// The objects of a large array nearly always have the same keys in the same order (a million transactions).
/// An array remembers the keys of its last object element (its shape); a key of the next object that is,
/// byte for byte, the shape's key at the same place is taken as it is: the shape's key was already checked as
/// a string (no escapes, no control characters, valid UTF-8), and the keys of a checked object are distinct,
/// so a run of keys equal to the shape's first keys cannot repeat one another. That skips checking the key's
/// text again and the duplicate-key bookkeeping. At the first key that differs, the keys taken so far are
/// recorded as the one pass records them, and the object is checked from there on exactly as before.
extension JSONStructureScan {
    /// Reads `"key":` at `position` when it is the next key of the enclosing array's shape; false (having read
    /// nothing) when it is not, after recording the keys taken by shape so far.
    mutating func readShapedKey() throws(Stop) -> Bool {
        let last = levels.count - 1
        let matched = levels[last].shapeMatched
        guard shapes, matched >= 0 else { return false }
        if last > 0, !levels[last - 1].isObject, matched < levels[last - 1].shape.count {
            let expected = levels[last - 1].shape[matched]
            let start = position + 1
            let end = start + expected.count
            if expected.decoded == nil, end < count, bytes[end] == UInt8(ascii: "\""),
                memcmp(bytes + start, bytes + expected.start, expected.count) == 0
            {
                let key = JSONKeyRange(start: start, count: expected.count, decoded: nil)
                position = end + 1
                skipSpace()
                guard position < count, bytes[position] == UInt8(ascii: ":") else { throw .syntax(position) }
                position += 1
                levels[last].key = key
                keys.append(key)
                levels[last].shapeMatched = matched + 1
                return true
            }
        }
        try recordShapedKeys(level: last)
        levels[last].shapeMatched = -1
        return false
    }

    /// The keys the object at `level` took by shape, recorded as `isDuplicate` records keys (none repeats).
    private mutating func recordShapedKeys(level: Int) throws(Stop) {
        let from = levels[level].keysFrom
        guard keys.count > from else { return }
        let taken = Array(keys[from...])
        keys.removeSubrange(from...)
        for key in taken {
            _ = try isDuplicate(key, level: level)
        }
    }

    /// When `closed`, an object element of an array, is not that array's shape, it becomes it.
    mutating func keepShape(of closed: Level) {
        guard closed.isObject, let parent = levels.indices.last, !levels[parent].isObject else { return }
        if closed.shapeMatched == levels[parent].shape.count, keys.count - closed.keysFrom == closed.shapeMatched {
            return
        }
        levels[parent].shape = Array(keys[closed.keysFrom...])
    }
}
