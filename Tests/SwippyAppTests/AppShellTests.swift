import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import SwippyApp

@MainActor
@Suite("App shell, in process")
struct AppShellTests {
    private let homeTitle = "Swippy\n======\nHello, Asha Rao."
    private let cardsTitle = "Payment cards\n============="

    @Test func quit_endsTheRunAfterDrawingHomeOnce() throws {
        let app = try InProcessApp(["q"])
        #expect(app.shell.run() == nil)
        #expect(app.io.output.hasPrefix("\n" + homeTitle))
        #expect(app.io.output.hasSuffix("Choose an option (1-8) > "))
        #expect(app.io.flushCount == 1)
    }

    @Test(arguments: ["q", "quit", "exit", "QUIT", "  q  ", "q\r"])
    func everyQuitWord_endsTheRun(word: String) throws {
        let app = try InProcessApp([word, "cards"])
        #expect(app.shell.run() == nil)
        #expect(app.router.navigator.depth == 1)
        #expect(app.io.secretReads.count == 1)
    }

    @Test func endOfInput_endsTheRunWithANewline() throws {
        let app = try InProcessApp([])
        #expect(app.shell.run() == nil)
        #expect(app.io.output.hasSuffix("Choose an option (1-8) > \n"))
    }

    @Test func back_atHome_saysOneLine() throws {
        let app = try InProcessApp(["b", "back"])
        _ = app.shell.run()
        #expect(app.io.count("You are on the home menu. Type q to quit.\n") == 2)
        #expect(app.io.count(homeTitle) == 1)
    }

    @Test func help_showsTheGlobalCommandsAndTheScreensOwn() throws {
        let app = try InProcessApp(["?"])
        _ = app.shell.run()
        let help = (AppShell.globalHelp + ["", "  Each option can also be opened by its word: "]).joined(
            separator: "\n")
        #expect(app.io.output.contains(help))
        #expect(app.io.count(homeTitle) == 1)
    }

    @Test func unknownInput_getsTheHintWithoutARedraw() throws {
        let app = try InProcessApp(["zzz", "zzz"])
        _ = app.shell.run()
        let hint = MenuInput.unknownHint("zzz", count: AppRouter.features.count)
        #expect(app.io.count(hint + "\n") == 2)
        #expect(app.io.count(homeTitle) == 1)
    }

    @Test func home_atHome_redraws() throws {
        let app = try InProcessApp(["h", "home"])
        _ = app.shell.run()
        #expect(app.io.count(homeTitle) == 3)
    }

    @Test func aWord_opensItsFeature_andBackReturnsHome() throws {
        let app = try InProcessApp(["cards", "b"])
        _ = app.shell.run()
        #expect(app.io.count(cardsTitle) == 1)
        #expect(app.io.count(homeTitle) == 2)
        #expect(app.router.navigator.depth == 1)
    }

    @Test func aNumber_opensItsFeature() throws {
        let app = try InProcessApp(["1"])
        _ = app.shell.run()
        #expect(app.io.count(cardsTitle) == 1)
        #expect(app.router.navigator.depth == 2)
    }

    @Test func home_fromDeepInside_popsToHome() throws {
        let app = try InProcessApp(["cards", "1", "1", "h"])
        _ = app.shell.run()
        #expect(app.io.output.contains("Millennia Credit Card · details"))
        #expect(app.router.navigator.depth == 1)
        #expect(app.io.count(homeTitle) == 2)
    }

    @Test func noticesFromTheHost_arePrinted() throws {
        // Signing out is the host's work (the app router), and it says so in one line.
        let app = try InProcessApp(["profile", "9"])
        _ = app.shell.run()
        #expect(
            app.io.output.contains(
                "  9. Sign out\nChoose an option (1-9) > Signed out.\n\nSign in to Swippy\n=================\n"))
        #expect(app.io.count("Signed out.") == 1)
        #expect(app.router.navigator.depth == 1)
    }

    @Test func aScreensNotices_arePrintedOnceAfterItsInput() throws {
        let app = try InProcessApp(["say", "again"])
        let screen = ScriptedScreen()
        screen.onInput = { [unowned screen] input in screen.pendingNotices.append("Heard \(input).") }
        app.router.navigator.push(screen)
        _ = app.shell.run()
        #expect(app.io.count("Heard say.\n") == 1)
        #expect(app.io.count("Heard again.\n") == 1)
        #expect(app.io.count("Scripted screen") == 1)
    }

    @Test func aChangedRevision_redrawsTheScreen() throws {
        let app = try InProcessApp(["change", "same"])
        let screen = ScriptedScreen()
        screen.onInput = { [unowned screen] input in if input == "change" { screen.revision += 1 } }
        app.router.navigator.push(screen)
        _ = app.shell.run()
        #expect(app.io.count("Scripted screen") == 2)
        #expect(screen.handled == ["change", "same"])
    }

    @Test func aSecretPrompt_isReadWithoutEcho() throws {
        let app = try InProcessApp(["1234"])
        let screen = ScriptedScreen()
        screen.prompt = .secret("Transaction PIN")
        app.router.navigator.push(screen)
        _ = app.shell.run()
        #expect(app.io.secretReads == [true, true])
        #expect(app.io.output.contains("Transaction PIN > "))
        #expect(!app.io.output.contains("1234"))
    }

    @Test func back_thatTheScreenHandles_doesNotPop() throws {
        let app = try InProcessApp(["b"])
        let screen = ScriptedScreen()
        screen.backHandled = true
        app.router.navigator.push(screen)
        _ = app.shell.run()
        #expect(app.router.navigator.depth == 2)
    }

    @Test func aFatalNotice_endsTheRunWithItsExit() throws {
        let app = try InProcessApp(["save", "never read"])
        let screen = ScriptedScreen()
        let notices = app.notices
        screen.onInput = { _ in
            notices.fail(AppExit(code: .cannotWrite, message: "state.json: cannot write: disk full"))
        }
        app.router.navigator.push(screen)
        #expect(app.shell.run() == AppExit(code: .cannotWrite, message: "state.json: cannot write: disk full"))
        #expect(screen.handled == ["save"])
    }

    @Test func aFatalNotice_firstDrawsTheScreenThatSaysWhatFailed() throws {
        let app = try InProcessApp(["send", "never read"])
        let screen = ScriptedScreen()
        let navigator = app.router.navigator
        let notices = app.notices
        screen.onInput = { _ in
            screen.revision += 1  // the flow moved to its result, which explains the failure
            notices.fail(AppExit(code: .cannotWrite, message: "state.json: cannot write: disk full"))
        }
        navigator.push(screen)
        #expect(app.shell.run() == AppExit(code: .cannotWrite, message: "state.json: cannot write: disk full"))
        #expect(app.io.count("Scripted screen") == 2)
    }

    @Test(arguments: [
        ("  cards \r", "cards"),
        ("\u{1B}q", "q"),
        ("a\tb", "ab"),
        ("\u{7F}1", "1"),
        ("two  words", "two  words"),
        ("", ""),
    ])
    func clean_trimsSpacesAndControlCharacters(line: String, expected: String) {
        #expect(AppShell.clean(line) == expected)
    }
}
