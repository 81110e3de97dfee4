import Foundation

/// The time source every module is given, so tests control expiry, timelines and dates.
/// (Named to stay clear of the standard library's `Clock`.)
public protocol WallClock: AnyObject {
    /// The current moment.
    var now: Date { get }
}

/// The machine's clock.
public final class SystemClock: WallClock {
    /// The machine's clock.
    public init() {}
    public var now: Date { Date() }
}

/// A clock that only moves when told to: for tests.
public final class ManualClock: WallClock {
    public var now: Date

    /// A clock standing at `now`.
    public init(_ now: Date) {
        self.now = now
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        now += seconds
    }
}
