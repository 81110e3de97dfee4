import Foundation
import SwippyData
import Testing

@Suite("DateInput")
struct DateInputTests {
    /// 22 Nov 2026, 01:30 in Kolkata (21 Nov 2026, 20:00 UTC).
    static let now = Date(timeIntervalSince1970: 1_795_291_200)
    static let kolkata = TimeZone(identifier: "Asia/Kolkata") ?? .gmt
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    static func day(_ text: String, zone: TimeZone = kolkata) -> DateInput.Day? {
        try? DateInput.parse(text, now: now, in: zone).get()
    }

    static func problem(_ text: String) -> DateInput.Problem? {
        if case .failure(let problem) = DateInput.parse(text, now: now, in: kolkata) { return problem }
        return nil
    }

    @Test func nowIsWhatTheTestsSay() {
        #expect(SwippyDate.iso(Self.now) == "2026-11-21T20:00:00Z")
    }

    @Test(arguments: [
        ("2026-11-01", "01 Nov 2026"), ("1 Nov 2026", "01 Nov 2026"), ("01 Nov 2026", "01 Nov 2026"),
        ("1 nov 2026", "01 Nov 2026"), ("1 NOVEMBER 2026", "01 Nov 2026"), ("29 Feb 2028", "29 Feb 2028"),
        ("  31 december 2025 ", "31 Dec 2025"), ("2024-02-29", "29 Feb 2024"), ("9 Sep 2026", "09 Sep 2026"),
    ])
    func writtenDates_nameThatDay(text: String, expected: String) {
        #expect(Self.day(text)?.text == expected)
    }

    @Test func relativeWords_countFromNow_inTheGivenZone() {
        // In Kolkata it is already 22 Nov; in UTC still 21 Nov.
        #expect(Self.day("today")?.text == "22 Nov 2026")
        #expect(Self.day("TODAY", zone: Self.utc)?.text == "21 Nov 2026")
        #expect(Self.day("yesterday")?.text == "21 Nov 2026")
        #expect(Self.day("0d")?.text == "22 Nov 2026")
        #expect(Self.day("30d")?.text == "23 Oct 2026")
        #expect(Self.day("365d")?.text == "22 Nov 2025")
    }

    @Test func aDay_runsFromLocalMidnightToTheNext() throws {
        let day = try #require(Self.day("2026-11-01"))
        #expect(SwippyDate.iso(day.start) == "2026-10-31T18:30:00Z")
        #expect(SwippyDate.iso(day.end) == "2026-11-01T18:30:00Z")
        let utcDay = try #require(Self.day("2026-11-01", zone: Self.utc))
        #expect(SwippyDate.iso(utcDay.start) == "2026-11-01T00:00:00Z")
    }

    @Test func aDaylightSavingDay_is25HoursLong() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let day = try #require(Self.day("1 Nov 2026", zone: newYork))
        #expect(day.end.timeIntervalSince(day.start) == 25 * 3_600)
    }

    @Test func days_compareByTime() throws {
        let earlier = try #require(Self.day("yesterday"))
        let later = try #require(Self.day("today"))
        #expect(earlier < later)
        #expect(!(later < earlier))
    }

    @Test(arguments: [
        "2026-02-30", "31 Apr 2026", "29 Feb 2026", "2026-13-01", "2026-00-10", "0 Nov 2026", "2026-11-00",
    ])
    func impossibleDays_areRefused_sayingSo(text: String) {
        #expect(Self.problem(text) == .noSuchDay(text))
    }

    @Test(arguments: [
        "2026-11-01junk", "2026-11-1", "26-11-01", "1 Nov 26", "1 Novem 2026", "1 Nov 2026 x", "Nov 1 2026",
        "001 Nov 2026", "tomorrow", "todayx", "-3d", "3 d", "d", "3days", "२०२६-११-०१", "2026/11/01", "+2026-11-01",
    ])
    func otherText_isNotADate(text: String) {
        #expect(Self.problem(text) == .notADate)
    }

    @Test func emptyAndHugeCounts_haveTheirOwnReasons() {
        #expect(Self.problem("") == .empty)
        #expect(Self.problem("   ") == .empty)
        #expect(Self.problem("36501d") == .tooManyDaysAgo)
        #expect(Self.problem("99999999999999999999d") == .tooManyDaysAgo)
        #expect(Self.day("36500d") != nil)
    }

    @Test func everyReason_isOneLine_andSaysWhatIsAccepted() {
        let problems: [DateInput.Problem] = [.empty, .notADate, .noSuchDay("2026-02-30"), .tooManyDaysAgo]
        for problem in problems {
            #expect(!problem.description.contains("\n"))
        }
        #expect(
            DateInput.Problem.notADate.description
                == "Not a date. Use 2026-11-01, 1 Nov 2026, today, yesterday or 30d (30 days ago).")
        #expect(DateInput.Problem.noSuchDay("2026-02-30").description.hasPrefix("There is no day 2026-02-30."))
    }
}
