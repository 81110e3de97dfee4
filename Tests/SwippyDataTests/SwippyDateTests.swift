import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData

@Suite("SwippyDate")
struct SwippyDateTests {
    @Test func parse_aDateAlone_isMidnightUTC() throws {
        let date = try #require(SwippyDate.parse("2026-11-02"))
        #expect(SwippyDate.iso(date) == "2026-11-02T00:00:00Z")
    }

    @Test func parse_aDateTime_roundTripsThroughISO() throws {
        let date = try #require(SwippyDate.parse("2026-11-02T10:15:00Z"))
        #expect(SwippyDate.iso(date) == "2026-11-02T10:15:00Z")
    }

    @Test func parse_anOffset_isConvertedToUTC() throws {
        let date = try #require(SwippyDate.parse("2026-11-02T10:15:00+05:30"))
        #expect(SwippyDate.iso(date) == "2026-11-02T04:45:00Z")
    }

    @Test(arguments: ["", "nope", "02/11/2026", "2026-11", "yesterday"])
    func parse_refusesOtherText(text: String) {
        #expect(SwippyDate.parse(text) == nil)
    }

    @Test func displayFormats_areFixedAndInUTC() throws {
        let date = try #require(SwippyDate.parse("2026-11-02T23:45:00Z"))
        #expect(SwippyDate.calendarDay(date) == "02 Nov 2026")
        #expect(SwippyDate.dayAndTime(date, in: SwippyDate.utc) == "02 Nov 2026, 23:45 GMT")
        #expect(SwippyDate.month(date) == "Nov 2026")
        let parts = SwippyDate.components(date)
        #expect(parts.year == 2026 && parts.month == 11 && parts.day == 2 && parts.hour == 23 && parts.minute == 45)
    }

    @Test func month_namesEveryMonth() throws {
        let names = try (1...12).map { month in
            let date = try #require(SwippyDate.parse(String(format: "2026-%02d-15", month)))
            return SwippyDate.month(date)
        }
        #expect(
            names.map { String($0.prefix(3)) }
                == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }

    @Test func manualClock_movesOnlyWhenTold() throws {
        let start = try #require(SwippyDate.parse("2026-11-02T10:00:00Z"))
        let clock = ManualClock(start)
        #expect(clock.now == start)
        clock.advance(by: 90)
        #expect(SwippyDate.iso(clock.now) == "2026-11-02T10:01:30Z")
    }

    @Test func shortDayAndTime_leavesOutThisYear_andTheZone() throws {
        let now = try #require(SwippyDate.parse("2026-11-22T10:00:00Z"))
        let thisYear = try #require(SwippyDate.parse("2026-02-03T04:05:00Z"))
        let lastYear = try #require(SwippyDate.parse("2025-12-31T23:30:00Z"))
        #expect(SwippyDate.shortDayAndTime(thisYear, in: SwippyDate.utc, now: now) == "03 Feb, 04:05")
        #expect(SwippyDate.shortDayAndTime(lastYear, in: SwippyDate.utc, now: now) == "31 Dec 2025, 23:30")
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        #expect(SwippyDate.shortDayAndTime(lastYear, in: kolkata, now: now) == "01 Jan, 05:00", "the local year")
        #expect(SwippyDate.zoneLabel(kolkata, at: now) == "IST")
    }
}
