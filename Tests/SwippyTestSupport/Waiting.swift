import Foundation

/// Waiting on state another process or thread changes: the condition is checked every 20 ms until it holds or
/// the deadline passes, so a test waits only as long as it must and a hang fails instead of stalling the run.
public enum Waiting {
    /// True as soon as `condition` holds; false when `seconds` pass first (checked once more at the deadline).
    public static func until(seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if try condition() { return true }
            usleep(20_000)
        }
        return try condition()
    }
}
