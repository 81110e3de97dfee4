import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

@Suite("End to end: sign-in, PINs and registration through the real binary")
struct SignInEndToEndTests {
    @Test func signIn_byPIN_showsHomeWithoutEchoingThePIN() throws {
        let output = try SwippyProcess.run(input: "1\n4826\nq\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Sign in to Swippy"))
        #expect(output.stdout.contains("Welcome, Asha Rao."))
        #expect(output.stdout.contains("Hello, Asha Rao."))
        #expect(!output.stdout.contains("4826"))
    }

    /// The journal lines after the header.
    static func changeLines(_ state: URL) throws -> [Substring] {
        try String(contentsOf: state, encoding: .utf8).split(separator: "\n").dropFirst().map { $0 }
    }

    @Test func signIn_byPIN_savesOneChange_oneJournalLine() throws {
        let stateFile = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json")
        let first = try SwippyProcess.run(["--state", stateFile.path], input: "1\n4826\nq\n")
        #expect(first.stdout.contains("Hello, Asha Rao."))
        let lines = try Self.changeLines(stateFile)
        #expect(lines.count == 1, "one sign-in is one change: the PIN check and the remembered mobile together")
        #expect(lines.first?.contains("\"last_mobile\":\"9876543210\"") == true)
        #expect(lines.first?.contains("\"security\"") == true)
        _ = try SwippyProcess.run(["--state", stateFile.path], input: "1\n4826\nq\n")
        #expect(try Self.changeLines(stateFile).count == 1, "signing in again changes nothing, so writes nothing")
    }

    @Test func register_savesOneChange_oneJournalLine() throws {
        let stateFile = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json")
        let output = try SwippyProcess.run(
            ["--state", stateFile.path],
            input: "4\nNeha Iyer\n9000000001\nneha@example.in\n2580\n2580\n246801\n246801\neur\nq\n")
        #expect(output.stdout.contains("Welcome to Swippy, Neha Iyer."))
        let lines = try Self.changeLines(stateFile)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("\"last_mobile\":\"9000000001\"") == true)
    }

    @Test func homeWords_beforeSignIn_doNotGetPastSignIn() throws {
        let output = try SwippyProcess.run(input: "cards\nh\nb\nprofile\nq\n")
        #expect(output.status == 0)
        #expect(!output.stdout.contains("Payment cards\n============="))
        #expect(output.stdout.contains("Sign in first (1 and your PIN), or type q to quit."))
    }

    @Test func threeWrongPINs_lockPINSignIn_acrossARestart() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let state = ["--state", directory.appendingPathComponent("state.json").path]
        let first = try SwippyProcess.run(state, input: "1\n1111\n2222\n3333\n1\nq\n")
        #expect(first.stdout.contains("Wrong PIN. 2 tries left before sign-in by PIN is locked."))
        #expect(first.stdout.contains("Wrong PIN. 1 try left before sign-in by PIN is locked."))
        #expect(first.stdout.components(separatedBy: "Sign-in by PIN is locked").count == 3)
        let second = try SwippyProcess.run(state, input: "1\n4826\nq\n")
        #expect(second.stdout.contains("Sign-in by PIN is locked"))
        #expect(!second.stdout.contains("Hello, Asha Rao."))
    }

    @Test func changePIN_thenRestart_signsInWithTheNewPINOnly() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let stateFile = directory.appendingPathComponent("state.json")
        let state = ["--state", stateFile.path]
        let change = try SwippyProcess.run(state, input: "1\n4826\nprofile\n3\n4826\n1234\n1357\n1357\nq\n")
        #expect(change.stdout.contains("That PIN is too easy to guess"))
        #expect(change.stdout.contains("Login PIN changed."))
        let old = try SwippyProcess.run(state, input: "1\n4826\nq\n")
        #expect(old.stdout.contains("Wrong PIN. 2 tries left"))
        let new = try SwippyProcess.run(state, input: "1\n1357\nq\n")
        #expect(new.stdout.contains("Hello, Asha Rao."))
        let saved = try String(contentsOf: stateFile, encoding: .utf8)
        #expect(!saved.contains("\"1357\"") && !saved.contains("\"4826\""))
        #expect(!saved.contains("Your Swippy code"))
    }

    @Test func register_thenRestart_newUserSignsInAndIsFoundByMobile() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let stateFile = directory.appendingPathComponent("state.json")
        let state = ["--state", stateFile.path]
        let register = try SwippyProcess.run(
            state, input: "4\nNeha Iyer\n9876543210\n9000000001\nneha@example.in\n2580\n2580\n246801\n246801\neur\nq\n")
        #expect(register.stdout.contains("This mobile number is already registered."))
        #expect(register.stdout.contains("Welcome to Swippy, Neha Iyer. Sign in with your new login PIN."))
        #expect(register.stdout.contains("Welcome back, Neha Iyer (••••••0001)."))
        let signIn = try SwippyProcess.run(state, input: "1\n2580\nprofile\nq\n")
        #expect(signIn.stdout.contains("Hello, Neha Iyer."))
        #expect(signIn.stdout.contains("Base currency  EUR (your currency)"))
        // The state is a journal over MockData: replay it to read the new user.
        let seed = try MockDataLoader.load(from: SwippyProcess.mockData).data.wallet
        let wallet = try #require(try FileJournal(url: stateFile).load(seed: seed)).wallet
        let neha = wallet.user(mobile: "9000000001")
        #expect(neha?.name == "Neha Iyer")
        #expect(wallet.accounts.contains { $0.userID == neha?.id && $0.currency == "EUR" })
    }

    @Test func emailCurrencyAndColour_surviveARestart() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let state = ["--state", directory.appendingPathComponent("state.json").path]
        let first = try SwippyProcess.run(state, input: "1\n4826\nprofile\n2\nasha@\nasha.r@example.in\n7\n3\n8\nq\n")
        #expect(first.stdout.contains("An email address looks like name@example.com."))
        #expect(first.stdout.contains("Email changed to asha.r@example.in."))
        #expect(first.stdout.contains("Totals will be shown in EUR."))
        #expect(first.stdout.contains("Colour is off."))
        let second = try SwippyProcess.run(state, input: "1\n4826\nprofile\n9\nq\n")
        #expect(second.stdout.contains("asha.r@example.in"))
        #expect(second.stdout.contains("Base currency  EUR"))
        #expect(second.stdout.contains("Colour         Off"))
        #expect(second.stdout.contains("Signed out."))
    }
}
