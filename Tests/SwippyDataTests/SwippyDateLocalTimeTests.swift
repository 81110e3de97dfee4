import Foundation
import Testing
@testable import SwippyData

@Suite("SwippyDate: local time with its zone")
struct SwippyDateLocalTimeTests {
    @Test func aMoment_isShownInTheGivenZone_withItsAbbreviation() throws {
        let moment = try #require(SwippyDate.parse("2026-11-03T03:58:00Z"))
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        let shown = SwippyDate.dayAndTime(moment, in: kolkata)
        #expect(shown.hasPrefix("03 Nov 2026, 09:28 "))
        #expect(shown.hasSuffix(kolkata.abbreviation(for: moment) ?? "Asia/Kolkata"))
    }

    @Test func aMomentNearMidnight_movesToTheLocalDay() throws {
        let moment = try #require(SwippyDate.parse("2026-11-03T20:00:00Z"))
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        #expect(SwippyDate.dayAndTime(moment, in: kolkata).hasPrefix("04 Nov 2026, 01:30 "))
        #expect(SwippyDate.dayAndTime(moment).hasPrefix("03 Nov 2026, 20:00"))
    }
}
