import Foundation
import Testing

@testable import SwippyData

@Suite("SwippyDate: local time with its zone")
struct SwippyDateLocalTimeTests {
    private func zone(_ identifier: String) throws -> TimeZone {
        try #require(TimeZone(identifier: identifier))
    }

    private func moment(_ text: String) throws -> Date {
        try #require(SwippyDate.parse(text))
    }

    @Test func aHalfHourZone_showsTheLocalTime_labelledIST() throws {
        // The case: 03:58 UTC is 09:28 in Asia/Kolkata, and says which zone it is in.
        #expect(
            SwippyDate.dayAndTime(try moment("2026-11-03T03:58:00Z"), in: try zone("Asia/Kolkata"))
                == "03 Nov 2026, 09:28 IST")
    }

    @Test func aMomentNearMidnight_movesToTheLocalDay_forTheTimeAndForTheDayAlone() throws {
        let late = try moment("2026-11-03T20:00:00Z")
        #expect(SwippyDate.dayAndTime(late, in: try zone("Asia/Kolkata")) == "04 Nov 2026, 01:30 IST")
        #expect(SwippyDate.day(late, in: try zone("Asia/Kolkata")) == "04 Nov 2026")
        #expect(SwippyDate.day(late, in: SwippyDate.utc) == "03 Nov 2026")
        // And backwards: 02:00 UTC is still the day before in New York.
        #expect(SwippyDate.day(try moment("2026-11-03T02:00:00Z"), in: try zone("America/New_York")) == "02 Nov 2026")
    }

    @Test func newYork_followsDaylightSaving_inItsTimeAndItsName() throws {
        let newYork = try zone("America/New_York")
        #expect(SwippyDate.dayAndTime(try moment("2026-07-01T16:00:00Z"), in: newYork) == "01 Jul 2026, 12:00 EDT")
        #expect(SwippyDate.dayAndTime(try moment("2026-12-01T16:00:00Z"), in: newYork) == "01 Dec 2026, 11:00 EST")
        // 2026-11-01 06:30 UTC: clocks went back at 06:00 UTC, so 01:30 again, now standard time.
        #expect(SwippyDate.dayAndTime(try moment("2026-11-01T05:30:00Z"), in: newYork) == "01 Nov 2026, 01:30 EDT")
        #expect(SwippyDate.dayAndTime(try moment("2026-11-01T06:30:00Z"), in: newYork) == "01 Nov 2026, 01:30 EST")
    }

    @Test func utc_isLabelledByItsName() throws {
        // Foundation on Linux calls TZ=UTC "GMT" (the same zone); Etc/UTC keeps the name UTC.
        #expect(
            SwippyDate.dayAndTime(try moment("2026-11-03T20:00:00Z"), in: SwippyDate.utc) == "03 Nov 2026, 20:00 GMT")
        #expect(
            SwippyDate.dayAndTime(try moment("2026-11-03T20:00:00Z"), in: try zone("Etc/UTC"))
                == "03 Nov 2026, 20:00 UTC")
    }

    @Test func aZoneWithoutLetters_fallsBackToItsOffset() throws {
        // The zone database names Kathmandu "+0545": the offset is shown the way Foundation writes it.
        #expect(
            SwippyDate.dayAndTime(try moment("2026-11-03T00:00:00Z"), in: try zone("Asia/Kathmandu"))
                == "03 Nov 2026, 05:45 GMT+5:45")
        let fixed = try #require(TimeZone(secondsFromGMT: 3 * 3600 + 1800))
        #expect(
            SwippyDate.dayAndTime(try moment("2026-11-03T00:00:00Z"), in: fixed).hasPrefix("03 Nov 2026, 03:30 GMT+"))
    }

    @Test func aDateGivenAlone_isTheSameCalendarDayInEveryZone() throws {
        // member_since and the rates' as_of are days, not moments: never shifted to the day before.
        #expect(SwippyDate.calendarDay(try moment("2021-04-12")) == "12 Apr 2021")
    }

    @Test func aBrokenOrForeignZoneFile_givesNoNames() {
        #expect(ZoneAbbreviation.kinds(fromTZif: []).isEmpty)
        #expect(ZoneAbbreviation.kinds(fromTZif: Array("TZif2 but cut short".utf8)).isEmpty)
        var header = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 39)
        header[20 + 16] = 0x7F  // a type count far beyond the bytes that follow
        #expect(ZoneAbbreviation.kinds(fromTZif: header).isEmpty)
    }

    @Test func aZoneFile_isRead_latestTypesFirst() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/America/New_York")))
        let kinds = ZoneAbbreviation.kinds(fromTZif: bytes)
        #expect(kinds.prefix(2).map(\.name).sorted() == ["EDT", "EST"])
        #expect(kinds.first { $0.name == "EST" }?.offset == -5 * 3600)
        #expect(kinds.first { $0.name == "EDT" }?.isDaylight == true)
    }
}
