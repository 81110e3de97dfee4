import Foundation

/// The time source every module is given, so tests control expiry, timelines and dates.
/// (Named to stay clear of the standard library's `Clock`.)
public protocol WallClock: AnyObject {
    /// The current moment.
    var now: Date { get }
}
