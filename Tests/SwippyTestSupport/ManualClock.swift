import Foundation
import SwippyData

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
