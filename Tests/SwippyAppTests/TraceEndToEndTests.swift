import Foundation
import SwippyCore
import SwippyTestSupport
import Testing

/// `--trace` and `SWIPPY_TRACE=FILE` through the real binary: a whole transfer, hop by hop, and no PIN in it.
@Suite("End to end: --trace")
struct TraceEndToEndTests {
    static let loginPIN = "4826"
    static let transactionPIN = "592741"
    /// Sign in, send ₹500 to the first saved beneficiary, confirm with the transaction PIN, quit.
    static let transferInput =
        ["1", loginPIN, "transfer", "1", "1", "1", "500", "Rent", "1", transactionPIN, "q"]
        .joined(separator: "\n") + "\n"

    @Test func trace_onStderr_showsEveryHopOfATransfer() throws {
        let output = try SwippyProcess.run(["--ephemeral", "--trace"], input: Self.transferInput)
        #expect(output.status == 0)
        #expect(output.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        Self.expectTheHopsOfATransfer(in: output.stderr.components(separatedBy: "\n"))
    }

    @Test func trace_intoTheFileNamedBySWIPPY_TRACE_leavesStderrEmpty() throws {
        let file = try SwippyProcess.temporaryDirectory().appendingPathComponent("trace.log")
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: Self.transferInput, environment: ["SWIPPY_TRACE": file.path])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let trace = try String(contentsOf: file, encoding: .utf8)
        Self.expectTheHopsOfATransfer(in: trace.components(separatedBy: "\n"))
    }

    @Test func trace_withAStateFile_timesEachSave() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json")
        let output = try SwippyProcess.run(["--state", state.path, "--trace"], input: Self.transferInput)
        #expect(output.status == 0)
        let saves = output.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("store    save ") }
        // Each save appends one line to the journal: the last save wrote the journal's last line.
        let lastLine = try String(contentsOf: state, encoding: .utf8).split(separator: "\n").last.map {
            $0.utf8.count + 1
        }
        #expect(saves.last?.hasPrefix("store    save \(lastLine ?? -1) bytes in ") == true)
    }

    @Test func noTrace_withoutTheFlagOrTheVariable() throws {
        let output = try SwippyProcess.run(["--ephemeral"], input: Self.transferInput)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
    }

    @Test func anUnwritableTraceFile_stopsAtStartWith74() throws {
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: "q\n", environment: ["SWIPPY_TRACE": "/nonexistent-swippy-dir/trace.log"])
        #expect(output.status == 74)
        #expect(
            output.stderr == "swippy: /nonexistent-swippy-dir/trace.log: cannot write the trace file (SWIPPY_TRACE)\n")
        #expect(output.stdout.isEmpty)
    }

    /// Every hop of the transfer, from the home word to quit, in order (a save's size and time read N and T).
    static let hopsOfATransfer = [
        "view     Home.HomePresenter ← \"transfer\"",
        "router   Home.HomeRouter navigate(to: .feature(…))",
        "listener SwippyApp.AppRouter.homeDidChooseFeature(_:)",
        "data     SwippyApp.TransferDataAdapter.transferLock() reads the wallet",
        "intent   Transfer.TransferInteractor.load()",
        "data     SwippyApp.TransferDataAdapter.transferLock() reads the wallet",
        "data     SwippyApp.TransferDataAdapter.accounts() reads the wallet",
        "data     SwippyApp.TransferDataAdapter.beneficiaries() reads the wallet",
        "state    Transfer.TransferState changed · 1 observer",
        "build    Transfer.TransferBuilder built Transfer.SourcePresenter",
        "navigator push Transfer.SourcePresenter · depth 2",
        "view     draw Transfer.SourcePresenter",
        "view     Transfer.SourcePresenter ← \"1\"",
        "intent   Transfer.TransferInteractor.chooseSource(at:)",
        "state    Transfer.TransferState changed · 1 observer",
        "router   Transfer.TransferRouter follows .destinationKind",
        "navigator push Transfer.DestinationKindPresenter · depth 3",
        "view     draw Transfer.DestinationKindPresenter",
        "view     Transfer.DestinationKindPresenter ← \"1\"",
        "intent   Transfer.TransferInteractor.choosePayeeKind(_:)",
        "state    Transfer.TransferState changed · 2 observers",
        "router   Transfer.TransferRouter follows .beneficiary",
        "navigator push Transfer.BeneficiaryPresenter · depth 4",
        "view     draw Transfer.BeneficiaryPresenter",
        "view     Transfer.BeneficiaryPresenter ← \"1\"",
        "intent   Transfer.TransferInteractor.chooseBeneficiary(at:)",
        "state    Transfer.TransferState changed · 3 observers",
        "router   Transfer.TransferRouter follows .amount",
        "navigator push Transfer.AmountPresenter · depth 5",
        "view     draw Transfer.AmountPresenter",
        "view     Transfer.AmountPresenter ← \"500\"",
        "intent   Transfer.TransferInteractor.typeAmount(_:)",
        "state    Transfer.TransferState changed · 4 observers",
        "view     draw Transfer.AmountPresenter",
        "view     Transfer.AmountPresenter ← \"Rent\"",
        "intent   Transfer.TransferInteractor.typeNote(_:)",
        "state    Transfer.TransferState changed · 4 observers",
        "router   Transfer.TransferRouter follows .confirm",
        "navigator push Transfer.ConfirmPresenter · depth 6",
        "view     draw Transfer.ConfirmPresenter",
        "view     Transfer.ConfirmPresenter ← \"1\"",
        "intent   Transfer.TransferInteractor.confirm()",
        "state    Transfer.TransferState changed · 5 observers",
        "router   Transfer.TransferRouter follows .pin",
        "navigator push Transfer.PINPresenter · depth 7",
        "view     draw Transfer.PINPresenter",
        "view     Transfer.PINPresenter ← \"••••\"",
        "intent   Transfer.TransferInteractor.submit(pin:)",
        "data     SwippyApp.TransferDataAdapter.send(_:pin:) updates the wallet",
        "store    kept in memory (--ephemeral): N bytes in T ms",
        "data     SwippyApp.TransferDataAdapter.accounts() reads the wallet",
        "state    Transfer.TransferState changed · 6 observers",
        "router   Transfer.TransferRouter follows .result",
        "navigator pop to Home.HomePresenter · depth 1 · 6 released",
        "release  Transfer.SourcePresenter",
        "release  Transfer.DestinationKindPresenter",
        "release  Transfer.BeneficiaryPresenter",
        "release  Transfer.AmountPresenter",
        "release  Transfer.ConfirmPresenter",
        "intent   Home.HomeInteractor.load()",
        "data     SwippyApp.HomeDataAdapter.signedInUserName() reads the wallet",
        "data     SwippyApp.HomeDataAdapter.moneySummary(creditLinesKept:) reads the wallet",
        "data     SwippyApp.HomeDataAdapter.quickTransfers() reads the wallet",
        "state    Home.HomeState changed · 1 observer",
        "navigator push Transfer.ResultPresenter · depth 2",
        "release  Transfer.PINPresenter",
        "view     draw Transfer.ResultPresenter",
        "shell    quit",
    ]

    /// The sign-in, then exactly `hopsOfATransfer` (the fields each change changed are left to
    /// `TraceDiffEndToEndTests`); no PIN anywhere.
    static func expectTheHopsOfATransfer(in lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let normalized = lines.filter { !Trace.isChange($0) }.map {
            $0.replacing(/\d+ bytes in \d+\.\d\d ms/, with: "N bytes in T ms")
        }
        #expect(normalized.first == "intent   SignIn.SignInInteractor.load()", sourceLocation: sourceLocation)
        #expect(normalized.contains("navigator root SignIn.SignInPresenter"), sourceLocation: sourceLocation)
        #expect(
            normalized.contains("listener SwippyApp.AppRouter.signInDidSucceed(userID:)"),
            sourceLocation: sourceLocation)
        let start = normalized.firstIndex(of: hopsOfATransfer[0]) ?? normalized.endIndex
        let transfer = Array(normalized[start...].prefix(hopsOfATransfer.count))
        for (index, expected) in hopsOfATransfer.enumerated() {
            let actual = index < transfer.count ? transfer[index] : "(nothing)"
            #expect(actual == expected, "hop \(index + 1)", sourceLocation: sourceLocation)
        }
        let tokens = Set(lines.flatMap { $0.split(whereSeparator: { !$0.isNumber }) }.map(String.init))
        #expect(!tokens.contains(loginPIN), "the login PIN is in the trace", sourceLocation: sourceLocation)
        #expect(!tokens.contains(transactionPIN), "the transaction PIN is in the trace", sourceLocation: sourceLocation)
        #expect(
            lines.allSatisfy { !$0.contains(loginPIN) && !$0.contains(transactionPIN) }, sourceLocation: sourceLocation)
    }
}
