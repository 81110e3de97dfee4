import Foundation
import SwippyCore
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// How `--trace` and `SWIPPY_TRACE` pick the trace's destination, and the store's save line.
@MainActor
@Suite("Trace options and the traced store")
struct TraceOptionsTests {
    @Test func traceFlag_parses_andTakesNoValue() throws {
        #expect(try CommandLineOptions.parse(["--trace"]).trace)
        #expect(try !CommandLineOptions.parse([]).trace)
        #expect(throws: AppExit(code: .usage, message: "option '--trace' takes no value. Try 'swippy --help'.")) {
            try CommandLineOptions.parse(["--trace=file.log"])
        }
    }

    @Test func help_documentsTheFlagAndTheVariable() {
        let help = CommandLineOptions.helpText(features: [])
        #expect(help.contains("  --trace           Log each VIPER hop"))
        #expect(help.contains("SWIPPY_TRACE=FILE"))
    }

    @Test func noFlag_andNoVariable_meansNoSink() throws {
        #expect(try TraceOutput.sink(flag: false, environment: [:]) == nil)
        #expect(try TraceOutput.sink(flag: false, environment: ["SWIPPY_TRACE": ""]) == nil)
        #expect(try TraceOutput.sink(flag: true, environment: [:]) != nil)
    }

    @Test func theVariable_writesEachLineIntoItsFile() throws {
        let file = try SwippyProcess.temporaryDirectory().appendingPathComponent("trace.log")
        let sink = try #require(try TraceOutput.sink(flag: false, environment: ["SWIPPY_TRACE": file.path]))
        sink("view     HomePresenter ← \"1\"")
        sink("router   push PaymentCardsPresenter · depth 2")
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == "view     HomePresenter ← \"1\"\nrouter   push PaymentCardsPresenter · depth 2\n")
    }

    @Test func tracedStore_saysTheSizeOfEachSave_andPassesItOn() throws {
        let memory = MemoryJournal()
        let store = TracedJournal(memory)
        let state = SavedState(dataFingerprint: "abc", wallet: try Self.wallet())
        let change = WalletChange.between(WalletState(), state.wallet)
        let lines = try Trace.capture { try store.save(change, resulting: state) }
        let bytes = try change.encoded().count
        #expect(memory.saved == state)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("store    save \(bytes) bytes in ") == true)
        #expect(lines.first?.hasSuffix(" ms") == true)
    }

    @Test func tracedStore_underEphemeral_saysKeptInMemory_notSave() throws {
        let memory = MemoryJournal(keepsSaved: false)
        let store = TracedJournal(memory, inMemory: true)
        let state = SavedState(dataFingerprint: "abc", wallet: try Self.wallet())
        let change = WalletChange.between(WalletState(), state.wallet)
        let lines = try Trace.capture { try store.save(change, resulting: state) }
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasPrefix("store    kept in memory (--ephemeral): \(try change.encoded().count) bytes in ")
                == true)
    }

    @Test func tracedStore_saysWhenASaveFails() throws {
        let memory = MemoryJournal()
        memory.failure = .unwritable(file: "/s.json", reason: "disk full")
        let store = TracedJournal(memory)
        let state = SavedState(dataFingerprint: "abc", wallet: try Self.wallet())
        var thrown: DataFileError?
        let lines = Trace.capture {
            do throws(DataFileError) {
                try store.save(WalletChange.between(WalletState(), state.wallet), resulting: state)
            } catch { thrown = error }
        }
        #expect(thrown != nil)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("store    save failed after ") == true)
    }

    @Test(arguments: [
        (Duration.zero, "0.00 ms"), (.microseconds(40), "0.04 ms"), (.microseconds(2134), "2.13 ms"),
        (.milliseconds(12), "12.00 ms"),
    ])
    func milliseconds_showHundredths(duration: Duration, expected: String) {
        #expect(TracedJournal.milliseconds(duration) == expected)
    }

    static func wallet() throws -> WalletState {
        try MockDataLoader.load(from: SwippyProcess.mockData).data.wallet
    }
}
