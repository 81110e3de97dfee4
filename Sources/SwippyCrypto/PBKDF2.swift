/// PBKDF2-HMAC-SHA256 (RFC 8018): a deliberately slow, salted key derivation for PINs.
///
/// Each iteration is one HMAC of a 32-byte value, which is exactly two SHA-256 compressions once the
/// key's inner and outer pads have been compressed (done once per call). The loop works on words in
/// fixed buffers, so it allocates nothing per iteration.
public enum PBKDF2 {
    /// `keyLength` bytes derived from `password` and `salt` with `iterations` rounds (at least 1).
    public static func sha256(password: [UInt8], salt: [UInt8], iterations: Int, keyLength: Int = 32) -> [UInt8] {
        let pads = HMAC.Pads(key: password)
        let inner = padState(pads.inner)
        let outer = padState(pads.outer)
        var output: [UInt8] = []
        var blockNumber: UInt32 = 1
        while output.count < keyLength {
            let counter = (0..<4).map { UInt8(truncatingIfNeeded: blockNumber >> UInt32(24 - $0 * 8)) }
            let first = words(of: HMAC.sha256(key: password, message: salt + counter))
            output += SHA256.bytes(of: xorOfRounds(first, rounds: max(1, iterations), inner: inner, outer: outer))
            blockNumber &+= 1
        }
        return Array(output.prefix(keyLength))
    }

    /// U1 ^ U2 ^ … ^ Un, where each U is the HMAC of the one before.
    private static func xorOfRounds(_ first: [UInt32], rounds: Int, inner: [UInt32], outer: [UInt32]) -> [UInt32] {
        var result = first
        // One block holding a 32-byte message after a 64-byte pad: the value, the 0x80 marker, zeros,
        // and the bit length (64 + 32) * 8 = 768.
        var block = first + [0x8000_0000, 0, 0, 0, 0, 0, 0, 768]
        var state = [UInt32](repeating: 0, count: 8)
        var schedule = [UInt32](repeating: 0, count: 64)
        result.withUnsafeMutableBufferPointer { result in
            block.withUnsafeMutableBufferPointer { block in
                state.withUnsafeMutableBufferPointer { state in
                    schedule.withUnsafeMutableBufferPointer { schedule in
                        var round = 1
                        while round < rounds {
                            hmacRound(block: block, state: state, schedule: schedule, inner: inner, outer: outer)
                            for i in 0..<8 { result[i] ^= state[i] }
                            round += 1
                        }
                    }
                }
            }
        }
        return result
    }

    /// Replaces the first 8 words of `block` with the HMAC of those 8 words; `state` receives it too.
    private static func hmacRound(
        block: UnsafeMutableBufferPointer<UInt32>, state: UnsafeMutableBufferPointer<UInt32>,
        schedule: UnsafeMutableBufferPointer<UInt32>, inner: [UInt32], outer: [UInt32]
    ) {
        for i in 0..<8 { state[i] = inner[i] }
        SHA256.compress(state, block: UnsafeBufferPointer(block), schedule: schedule)
        for i in 0..<8 { block[i] = state[i] }
        for i in 0..<8 { state[i] = outer[i] }
        SHA256.compress(state, block: UnsafeBufferPointer(block), schedule: schedule)
        for i in 0..<8 { block[i] = state[i] }
    }

    /// The SHA-256 state after compressing one 64-byte pad: the start of every inner or outer hash.
    private static func padState(_ pad: [UInt8]) -> [UInt32] {
        var state = SHA256.initialState
        SHA256.compress(&state, block: words(of: pad))
        return state
    }

    /// Big-endian words of `bytes` (a multiple of 4 long).
    private static func words(of bytes: [UInt8]) -> [UInt32] {
        stride(from: 0, to: bytes.count, by: 4).map { at in
            UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
        }
    }
}
