import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Real `swippy` processes sharing one `--state` file: every transfer a process confirmed is in the
/// final state, money is conserved, and a process that finds the lock held waits, then finishes.
@Suite("End to end: several processes on one state file")
struct MultiProcessEndToEndTests {
    static let transfersEach = 5

    /// Sign in by mobile and login PIN, then send ₹`amount` to `recipient` `count` times, then quit.
    static func script(
        mobile: String, loginPIN: String, transactionPIN: String, recipient: String, amount: String, count: Int
    ) -> String {
        let transfer = ["transfer", "1", "3", recipient, "1", amount, "", "1", transactionPIN, "1"]
        let lines = ["3", mobile, loginPIN] + Array(repeating: transfer, count: count).flatMap { $0 } + ["q"]
        return lines.joined(separator: "\n") + "\n"
    }

    static let asha = script(
        mobile: "9876543210", loginPIN: "4826", transactionPIN: "592741", recipient: "9123456780", amount: "10",
        count: transfersEach)
    static let rahul = script(
        mobile: "9123456780", loginPIN: "7351", transactionPIN: "864213", recipient: "9876543210", amount: "7",
        count: transfersEach)

    /// Starts swippy on `state` with `text` on stdin; stdout and stderr go to files in `folder`, so no pipe can fill
    /// up.
    static func launch(state: URL, text: String, folder: URL, name: String) throws -> (
        process: Process, out: URL, err: URL
    ) {
        SwippyProcess.ignoreBrokenPipes()
        let process = Process()
        process.executableURL = SwippyProcess.executable
        process.arguments = ["--data", SwippyProcess.mockData.path, "--state", state.path]
        process.environment = ChildProfile.environment(
            ["PATH": "/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm", "LANG": "C.UTF-8"])
        let out = folder.appendingPathComponent(name + ".out")
        let err = folder.appendingPathComponent(name + ".err")
        try Data().write(to: out)
        try Data().write(to: err)
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try stdin.fileHandleForWriting.close()
        return (process, out, err)
    }

    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test func fourProcesses_loseNoConfirmedTransfer() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let state = folder.appendingPathComponent("state.json")
        let scripts = [Self.asha, Self.rahul, Self.asha, Self.rahul]
        let running = try scripts.enumerated().map {
            try Self.launch(state: state, text: $1, folder: folder, name: "p\($0)")
        }
        var confirmed = 0
        for run in running {
            run.process.waitUntilExit()
            let stdout = try Self.text(run.out)
            let stderr = try Self.text(run.err)
            #expect(run.process.terminationStatus == 0, "\(stderr)")
            confirmed += stdout.components(separatedBy: "  Sent ₹").count - 1
        }
        #expect(confirmed == 4 * Self.transfersEach)

        let seed = try MockDataLoader.load(from: SwippyProcess.mockData).data.wallet
        let saved = try #require(try FileJournal(url: state).load(seed: seed)).wallet
        let old = Set(seed.transactions.map(\.reference))
        let new = saved.transactions.filter { !old.contains($0.reference) && $0.category == "transfer" }
        #expect(Set(new.map(\.reference)).count == confirmed)
        #expect(new.filter { $0.direction == .debit }.count == confirmed)
        #expect(new.filter { $0.direction == .credit }.count == confirmed)
        func total(_ wallet: WalletState) -> Decimal { wallet.accounts.reduce(Decimal(0)) { $0 + $1.balance } }
        #expect(total(saved) == total(seed))
        let rahul = saved.accounts.first { $0.id == "acc-rahul-main" }?.balance
        #expect(rahul == Decimal(string: "15000").map { $0 + Decimal(2 * Self.transfersEach * 3) })
    }

    @Test func aHeldLock_makesAnotherProcessWaitThenFinish() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let state = folder.appendingPathComponent("state.json")
        let lock = open(state.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(lock >= 0)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)

        let run = try Self.launch(
            state: state,
            text: Self.script(
                mobile: "9876543210", loginPIN: "4826", transactionPIN: "592741", recipient: "9123456780", amount: "10",
                count: 1),
            folder: folder, name: "waiting")
        let waiting = "Waiting for another Swippy to finish saving…\n"
        #expect(try Waiting.until(seconds: 30) { try Self.text(run.err).contains(waiting) })
        #expect(run.process.isRunning)
        flock(lock, LOCK_UN)
        run.process.waitUntilExit()

        #expect(run.process.terminationStatus == 0)
        let stderr = try Self.text(run.err)
        #expect(stderr.components(separatedBy: waiting).count == 2, "\(stderr)")
        #expect(try Self.text(run.out).contains("Sent ₹10.00 to Rahul Mehta."))
        let seed = try MockDataLoader.load(from: SwippyProcess.mockData).data.wallet
        let saved = try #require(try FileJournal(url: state).load(seed: seed)).wallet
        #expect(saved.accounts.first { $0.id == "acc-rahul-main" }?.balance == Decimal(string: "15010"))
    }

    /// Rahul's second process reaches the transaction PIN with ₹15,000 on screen; meanwhile his first process
    /// sends ₹9,000. The second one's ₹9,000 no longer fits after it catches up: refused with its reason.
    @Test func aTransferThatNoLongerFitsAfterCatchingUp_isRefusedWithItsReason() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let state = folder.appendingPathComponent("state.json")
        let upToPIN = ["3", "9123456780", "7351", "transfer", "1", "3", "9876543210", "1", "9000", "", "1"]
        let late = Process()
        late.executableURL = SwippyProcess.executable
        late.arguments = ["--data", SwippyProcess.mockData.path, "--state", state.path]
        late.environment = ChildProfile.environment(
            ["PATH": "/usr/bin:/bin", "HOME": folder.path, "TERM": "xterm", "LANG": "C.UTF-8"])
        let out = folder.appendingPathComponent("late.out")
        try Data().write(to: out)
        let stdin = Pipe()
        late.standardInput = stdin
        late.standardOutput = try FileHandle(forWritingTo: out)
        late.standardError = FileHandle.nullDevice
        try late.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data((upToPIN.joined(separator: "\n") + "\n").utf8))
        #expect(try Waiting.until(seconds: 30) { try Self.text(out).contains("Transaction PIN > ") })
        #expect(try Self.text(out).contains("From    Savings · Axis Bank ••5678 · ₹15,000.00"))

        let first = try Self.launch(
            state: state,
            text: Self.script(
                mobile: "9123456780", loginPIN: "7351", transactionPIN: "864213", recipient: "9876543210",
                amount: "9000", count: 1),
            folder: folder, name: "first")
        first.process.waitUntilExit()
        #expect(try Self.text(first.out).contains("Sent ₹9,000.00 to Asha Rao."))

        try stdin.fileHandleForWriting.write(contentsOf: Data("864213\n1\nq\n".utf8))
        try stdin.fileHandleForWriting.close()
        late.waitUntilExit()
        #expect(late.terminationStatus == 0)
        let lateOutput = try Self.text(out)
        #expect(
            lateOutput.contains("Insufficient balance: Savings has ₹6,000.00 available."), "\(lateOutput.suffix(800))")
        #expect(!lateOutput.contains("Sent ₹9,000.00"))

        let seed = try MockDataLoader.load(from: SwippyProcess.mockData).data.wallet
        let saved = try #require(try FileJournal(url: state).load(seed: seed)).wallet
        #expect(saved.accounts.first { $0.id == "acc-rahul-main" }?.balance == 6_000)
        #expect(saved.transactions.count == seed.transactions.count + 2)
    }
}
