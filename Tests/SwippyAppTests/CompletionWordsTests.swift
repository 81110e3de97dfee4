import Foundation
import SwippyCore
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// Tab completes the words of the screen on top: home its feature words, History's filters its filter
/// words, a screen with none nothing (the shell passes them at each read).
@MainActor
@Suite("App: Tab completes the current screen's words")
struct CompletionWordsTests {
    @Test func eachRead_offersTheTopScreensWords() throws {
        let app = try InProcessApp(["history", "f", "b", "1", "b", "b", "exchange", "1", "eur"])
        _ = app.shell.run()
        let reads = app.io.completionReads
        #expect(reads.count == 10)
        #expect(reads[0] == SwippyMain.completionWords, "home: its feature words and the shell's")
        #expect(reads[0].contains("history") && reads[0].contains("help"))
        #expect(reads[1] == ["page"], "the History list (several pages)")
        #expect(reads[2] == ["from", "to", "min", "max", "currency", "in", "out", "account", "category", "clear"])
        #expect(reads[4].isEmpty, "a transaction's details accept letters only: nothing to complete")
        #expect(reads[6] == SwippyMain.completionWords, "back on home")
        #expect(reads[8] == ["code", "rate", "change", "sort"], "Exchange's rates")
        #expect(reads[9] == ["zoom", "all"], "Exchange's chart")
        for read in reads.dropFirst() where read != SwippyMain.completionWords {
            #expect(!read.contains("transfer"), "home words are not offered on other screens")
        }
    }

    @Test func theSignInScreen_completesNothing_notEvenTheHomeWords() throws {
        let loaded = try MockDataLoader.load(from: SwippyProcess.mockData)
        let store = try WalletStore(
            mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: MemoryJournal(), stateFile: "memory")
        let notices = NoticeBoard()
        let router = AppRouter(store: store, session: AppSession(), notices: notices)
        router.start()
        let io = ShellScript(["x"])
        let shell = AppShell(
            navigator: router.navigator, reader: io, writer: io, notices: notices, gate: router
        ) {
            RenderContext(width: 80)
        }
        _ = shell.run()
        #expect(io.completionReads.first == [])
    }
}
