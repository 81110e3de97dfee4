import Dispatch
import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// What a progress line wrote, kept under a lock (the line draws from a timer's thread).
private final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

@Suite("Progress on long work, only on a terminal")
struct ProgressLineTests {
    @Test func longWork_drawsItsLineInPlace_thenErasesIt() {
        let written = Written()
        let drawn = DispatchSemaphore(value: 0)
        let write: @Sendable (String) -> Void = {
            written.append($0)
            drawn.signal()
        }
        let result = ProgressLine.run("Loading big.json (2.0 MB)", enabled: true, after: 0, write: write) { () -> Int in
            // The work lasts until its line has been drawn once.
            _ = drawn.wait(timeout: .now() + 30)
            return 7
        }
        #expect(result == 7)
        let lines = written.all
        #expect(lines.count >= 2)
        #expect(lines.first?.hasPrefix("\rLoading big.json (2.0 MB)… ") == true)
        #expect(lines.first?.hasSuffix(" s\u{1B}[K") == true)
        #expect(lines.last == "\r\u{1B}[K", "erased when done")
    }

    @Test func workThatReportsItsSteps_saysHowFarItIs() {
        let written = Written()
        let told = DispatchSemaphore(value: 0)
        let write: @Sendable (String) -> Void = {
            written.append($0)
            if $0.contains(" of ") { told.signal() }
        }
        ProgressLine.run("Searching 100 rows", of: 100, enabled: true, after: 0, write: write) {
            WorkProgress.current?.add(40)
            _ = told.wait(timeout: .now() + 30)
        }
        let lines = written.all
        #expect(lines.contains { $0.hasPrefix("\rSearching 100 rows… 40 of 100 · ") && $0.hasSuffix(" s\u{1B}[K") })
        #expect(lines.last == "\r\u{1B}[K", "erased when done")
    }

    @Test func shortWork_orNoTerminal_writesNothing() {
        let written = Written()
        let write: @Sendable (String) -> Void = { written.append($0) }
        ProgressLine.run("Quick", enabled: true, after: 600, write: write) {}
        ProgressLine.run("Piped", enabled: false, after: 0, write: write) {}
        #expect(written.all.isEmpty)
        #expect(ProgressLine.size(212_400_000) == "212.4 MB")
        #expect(ProgressLine.size(900_512) == "900 KB")
    }

    @Test func loadingALargeFile_onATerminal_showsTheLineAndErasesIt_butNeverWhenPiped() throws {
        let data = try DataFiles.cards(10_000, pageSize: 6)
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }
        let environment = ["SWIPPY_PROGRESS_AFTER_MS": "0"]
        let session = try TerminalSession(["--ephemeral", "--data", data.path], environment: environment)
        #expect(session.waitFor("Choose an option (1-5) > "))
        let text = session.text
        let line = try #require(text.range(of: "\rLoading \(data.lastPathComponent) ("))
        let erased = try #require(text.range(of: "\r\u{1B}[K", range: line.upperBound..<text.endIndex))
        let signIn = try #require(text.range(of: "Sign in to Swippy"))
        #expect(erased.upperBound <= signIn.lowerBound, "erased before the first screen")
        session.type("q\r")
        #expect(session.waitForExit() == 0)
        let piped = try SwippyProcess.run(["--ephemeral", "--data", data.path], input: "q\n", environment: environment)
        #expect(!piped.stderr.contains("Loading") && !piped.stdout.contains("Loading"))
    }

    @Test func aHistorySearch_onATerminal_saysHowManyRowsItScanned_thenErasesIt() throws {
        let data = try DataFiles.write { object in
            var transactions = object["transactions"] as? [[String: Any]] ?? []
            for number in 1...4_200 {
                transactions.append([
                    "id": "t-many-\(number)", "date": "2026-10-01T10:00:00Z", "direction": "debit", "amount": 1,
                    "currency": "INR", "counterparty": "Shop", "category": "shopping", "note": "",
                    "reference": "SWPMANY\(number)", "card_number": "5241 8300 1122 7788",
                ])
            }
            object["transactions"] = transactions
        }
        defer { try? FileManager.default.removeItem(at: data.deletingLastPathComponent()) }
        let session = try TerminalSession(
            ["--ephemeral", "--data", data.path], environment: ["SWIPPY_PROGRESS_AFTER_MS": "0"])
        #expect(session.waitForPrompt(after: 0))
        session.enter("1", nextPrompt: "Login PIN > ")
        session.enter("4826")
        // Asha's 23 transactions and the 4,200 added (all of one moment): one step of 4,096 rows.
        let history = session.enter("history", nextPrompt: "Choose a transaction (1-4,223) > ", seconds: 60)
        session.type("/zzzz\r")
        #expect(session.waitFor("Nothing matches", after: history, seconds: 60))
        let text = session.text(after: history)
        let line = try #require(text.range(of: "\rSearching 4,223 transactions… 4,096 of 4,223 · "))
        let erased = try #require(text.range(of: "\r\u{1B}[K", range: line.upperBound..<text.endIndex))
        let screen = try #require(text.range(of: "Nothing matches"))
        #expect(erased.upperBound <= screen.lowerBound, "erased before the list is drawn again")
        session.type("q\r")
        #expect(session.waitForExit() == 0)
    }
}
