import Foundation

/// The machine's clock.
public final class SystemClock: WallClock {
    /// The machine's clock.
    public init() {}
    public var now: Date { Date() }
}
