import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

@Suite("End to end: an old PIN hash is replaced by PBKDF2 at the first right PIN, and still signs in after")
struct PINHashMigrationEndToEndTests {
    private static func loginHash(in stateFile: URL) throws -> String {
        // The state is a journal over MockData: replay it to read the hash.
        let seed = try MockDataLoader.load(from: SwippyProcess.mockData).data.wallet
        let wallet = try FileJournal(url: stateFile).load(seed: seed)?.wallet
        return wallet?.user("u-asha")?.loginPIN.hash ?? ""
    }

    @Test func signingInWithTheRightPIN_savesAPBKDF2Hash_thatSignsInAgain() throws {
        let stateFile = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json")
        let state = ["--state", stateFile.path]
        let first = try SwippyProcess.run(state, input: SwippyProcess.signInAsDemoUser + "q\n")
        #expect(first.status == 0)
        #expect(first.stdout.contains("Hello, Asha Rao."))
        let hash = try Self.loginHash(in: stateFile)
        #expect(hash.hasPrefix("pbkdf2-sha256$"))
        #expect(!hash.contains("4826"))

        let second = try SwippyProcess.run(state, input: SwippyProcess.signInAsDemoUser + "q\n")
        #expect(second.stdout.contains("Hello, Asha Rao."))
        #expect(try Self.loginHash(in: stateFile) == hash)
        let wrong = try SwippyProcess.run(state, input: "1\n4827\nq\n")
        #expect(wrong.stdout.contains("Wrong PIN."))
    }
}
