/// A deterministic random source (SplitMix64) for randomized tests that must replay exactly.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A whole number in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &self)
    }

    /// One of `items` (not empty).
    public mutating func pick<T>(_ items: [T]) -> T {
        items[next(items.count)]
    }
}
