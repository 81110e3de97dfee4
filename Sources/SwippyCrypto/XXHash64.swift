/// xxHash64 (Yann Collet's non-cryptographic hash, seed 0): several gigabytes a second, so the data file's
/// fingerprint costs milliseconds even for a quarter-gigabyte file. It tells files apart; it is no seal.
public enum XXHash64 {
    private static let prime1: UInt64 = 11_400_714_785_074_694_791
    private static let prime2: UInt64 = 14_029_467_366_897_019_727
    private static let prime3: UInt64 = 1_609_587_929_392_839_161
    private static let prime4: UInt64 = 9_650_029_242_287_828_579
    private static let prime5: UInt64 = 2_870_177_450_012_600_261

    /// The hash of `buffer`.
    public static func hash(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        guard let base = buffer.baseAddress else { return finish(prime5, remaining: buffer) }
        let length = buffer.count
        var offset = 0
        var hash: UInt64
        if length >= 32 {
            var lanes = startLanes
            while offset &+ 32 <= length {
                stripe(&lanes, base, offset)
                offset += 32
            }
            hash = merged(lanes)
        } else {
            hash = prime5
        }
        hash &+= UInt64(length)
        return finish(hash, remaining: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
    }

    /// The four accumulators before the first stripe.
    private static let startLanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)

    /// One 32-byte stripe at `offset` mixed into the four accumulators.
    @inline(__always)
    private static func stripe(
        _ lanes: inout (UInt64, UInt64, UInt64, UInt64), _ base: UnsafeRawPointer, _ offset: Int
    ) {
        lanes.0 = round(lanes.0, word(base, offset))
        lanes.1 = round(lanes.1, word(base, offset + 8))
        lanes.2 = round(lanes.2, word(base, offset + 16))
        lanes.3 = round(lanes.3, word(base, offset + 24))
    }

    /// The four accumulators merged into one, after the last stripe.
    private static func merged(_ lanes: (UInt64, UInt64, UInt64, UInt64)) -> UInt64 {
        var hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
            hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
        }
        return hash
    }

    /// The tail (under 32 bytes) mixed in, then the final avalanche.
    private static func finish(_ start: UInt64, remaining: UnsafeRawBufferPointer) -> UInt64 {
        var hash = start
        var offset = 0
        if let base = remaining.baseAddress {
            while offset + 8 <= remaining.count {
                hash ^= round(0, word(base, offset))
                hash = rotate(hash, 27) &* prime1 &+ prime4
                offset += 8
            }
            if offset + 4 <= remaining.count {
                hash ^=
                    UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) &* prime1
                hash = rotate(hash, 23) &* prime2 &+ prime3
                offset += 4
            }
            while offset < remaining.count {
                hash ^= UInt64(remaining[offset]) &* prime5
                hash = rotate(hash, 11) &* prime1
                offset += 1
            }
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    @inline(__always)
    private static func word(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    /// Masking shifts (`&<<`, `&>>`): one rotate instruction, where `<<` with a variable count also handles
    /// counts of 64 and more (every `count` here is a constant from 1 to 33).
    @inline(__always)
    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value &<< count) | (value &>> (64 &- count))
    }
}
