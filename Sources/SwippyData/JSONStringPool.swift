import Foundation

/// Strings that repeat across a file's records (account ids, currencies, categories, merchants) made
/// once and shared: a million transactions on six accounts hold six account-id strings, not a million.
struct JSONStringPool {
    private var strings: [String] = []
    /// How many distinct strings are kept; a field whose values rarely repeat stops growing the pool here.
    private let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
    }

    /// The pooled string equal to the UTF-8 `bytes`, made and pooled when new.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        for candidate in strings where candidate.utf8.count == bytes.count {
            let same = candidate.utf8.withContiguousStorageIfAvailable { utf8 in
                guard let left = utf8.baseAddress, let right = bytes.baseAddress else { return true }
                return memcmp(left, right, bytes.count) == 0
            } ?? candidate.utf8.elementsEqual(bytes)
            if same { return candidate }
        }
        let made = String(decoding: bytes, as: UTF8.self)
        if strings.count < capacity { strings.append(made) }
        return made
    }
}
