import Foundation
import SwippyData
import Testing

@testable import SwippyApp

/// `SWIPPY_TEST_NOW`: the test-only clock override that lets an end-to-end test check the dates it sees.
@Suite("Clock override for tests")
struct ShiftedClockTests {
    @Test func unset_meansTheSystemClock() throws {
        #expect(try ShiftedClock.clock(environment: [:]) is SystemClock)
    }

    @Test func aMoment_startsTheClockThere_andItRunsOn() throws {
        let clock = try ShiftedClock.clock(environment: ["SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z"])
        let start = try #require(SwippyDate.parse("2026-11-22T10:00:00Z"))
        let first = clock.now
        #expect(first >= start)
        #expect(first < start.addingTimeInterval(60))
        #expect(clock.now >= first)
    }

    @Test func anythingElse_isBadUsageInOneLine() {
        for text in ["", "yesterday", "2026-11-31T10:00:00Z"] {
            #expect(
                throws: AppExit(
                    code: .usage, message: "SWIPPY_TEST_NOW must be a moment like 2026-11-22T10:00:00Z")
            ) {
                try ShiftedClock.clock(environment: ["SWIPPY_TEST_NOW": text])
            }
        }
    }
}
