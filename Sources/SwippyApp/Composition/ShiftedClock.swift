import Foundation
import SwippyData

/// The system clock moved so that the run starts at a chosen moment, then runs on in real time.
///
/// For tests only: `SWIPPY_TEST_NOW=2026-11-22T10:00:00Z` pins "today" for an end-to-end run, so a test can
/// check the dates a screen shows. Unset (every real run), the app uses the system clock unchanged.
final class ShiftedClock: WallClock {
    /// The environment variable a test sets; documented as test-only.
    static let variable = "SWIPPY_TEST_NOW"

    private let offset: TimeInterval

    init(startingAt start: Date) {
        offset = start.timeIntervalSinceNow
    }

    var now: Date { Date().addingTimeInterval(offset) }

    /// The clock `environment` asks for: shifted to `SWIPPY_TEST_NOW` when set, else the system clock.
    /// A value that is not an ISO 8601 moment is bad usage, one line.
    static func clock(environment: [String: String]) throws(AppExit) -> any WallClock {
        guard let text = environment[variable] else { return SystemClock() }
        guard let start = SwippyDate.parse(text) else {
            throw AppExit(code: .usage, message: "\(variable) must be a moment like 2026-11-22T10:00:00Z")
        }
        return ShiftedClock(startingAt: start)
    }
}
