import Foundation
import SwippyCore
import SwippyTestSupport
import Testing

@Suite("Snapshot helper")
struct SnapshotTests {
    @Test func text_showsEscapesAsVisibleSymbols_oneLinePerLine() {
        #expect(Snapshot.text(["\u{1B}[1mCards\u{1B}[0m", ""]) == "␛[1mCards␛[0m\n\n")
    }

    @Test func url_isUnderTestsSnapshots_inTheCallingTargetsFolder() {
        let url = Snapshot.url(named: "every-block", file: #filePath)
        #expect(url.path.hasSuffix("/Tests/Snapshots/SwippyCoreTests/every-block.txt"))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[Snapshot.recordVariable] != "1"))
    func aMissingSnapshot_failsSayingHowToRecordIt() throws {
        let message = try #require(Snapshot.check(["x"], named: "no-such-snapshot"))
        #expect(message.hasPrefix("No snapshot at "))
        #expect(message.contains("SWIPPY_RECORD_SNAPSHOTS=1"))
    }
}
