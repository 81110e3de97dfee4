import Foundation
import SwippyCore
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// `--trace` through the real binary: under each state line, the fields the change changed, `path: old → new`;
/// the amount, the step and the balance of a transfer field by field, and no PIN, typed or hashed.
@Suite("End to end: --trace shows what each change changed")
struct TraceDiffEndToEndTests {
    /// The change lines under each state line, by the intent that made the change
    /// ("Transfer.TransferInteractor.typeAmount(_:)"), in order; an intent that ran twice has two entries.
    static func changes(in trace: String) -> [(intent: String, fields: [String])] {
        var changes: [(intent: String, fields: [String])] = []
        var intent = ""
        for line in trace.split(separator: "\n").map(String.init) {
            if line.hasPrefix("intent   ") {
                intent = String(line.dropFirst("intent   ".count))
            } else if line.hasPrefix("state    ") {
                changes.append((intent, []))
            } else if Trace.isChange(line), !changes.isEmpty {
                changes[changes.count - 1].fields.append(String(line.dropFirst(Trace.changeIndent.count)))
            }
        }
        return changes
    }

    /// The fields of the first change made by `intent`.
    static func fields(_ intent: String, in trace: String) -> [String] {
        changes(in: trace).first { $0.intent == intent }?.fields ?? []
    }

    /// The two amounts of a line `path: OLD → NEW`, when `path` is matched by `pattern`.
    static func amounts(_ pattern: Regex<Substring>, in fields: [String]) -> (Decimal, Decimal)? {
        for field in fields {
            guard let path = try? pattern.prefixMatch(in: field) else { continue }
            let values = field[path.range.upperBound...].dropFirst(2).components(separatedBy: " → ")
            guard values.count == 2, let old = Decimal(string: values[0]), let new = Decimal(string: values[1])
            else { continue }
            return (old, new)
        }
        return nil
    }

    @Test func aTransfer_showsTheAmountTheStepAndTheBalanceChanging_fieldByField_andNoPIN() throws {
        let output = try SwippyProcess.run(["--ephemeral", "--trace"], input: TraceEndToEndTests.transferInput)
        #expect(output.status == 0)
        #expect(output.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        let trace = output.stderr
        let interactor = "Transfer.TransferInteractor."
        #expect(Self.fields(interactor + "chooseSource(at:)", in: trace).first == "step: .source → .destinationKind")
        #expect(
            Self.fields(interactor + "typeAmount(_:)", in: trace) == ["step: .amount → .note", "amount: nil → 500"])
        #expect(
            Self.fields(interactor + "typeNote(_:)", in: trace).prefix(2) == [
                "step: .note → .confirm", "note: \"\" → \"Rent\"",
            ])
        #expect(Self.fields(interactor + "confirm()", in: trace) == ["step: .confirm → .pin"])

        let sent = Self.fields(interactor + "submit(pin:)", in: trace)
        #expect(sent.first == "step: .pin → .result")
        let balance = try #require(Self.amounts(/accounts\[\d+\]\.balance/, in: sent), "\(sent)")
        #expect(balance.0 - balance.1 == 500)
        #expect(sent.contains { $0.hasPrefix("outcome: nil → .sent(TransferReceipt(") })
        let home = Self.changes(in: trace).last { $0.intent == "Home.HomeInteractor.load()" }?.fields ?? []
        let total = try #require(Self.amounts(/money\.total\.amount/, in: home), "\(home)")
        #expect(total.0 - total.1 == 500)

        #expect(trace.contains("view     Transfer.PINPresenter ← \"••••\""))
        let digits = Set(trace.split { !$0.isNumber }.map(String.init))
        for pin in [TraceEndToEndTests.loginPIN, TraceEndToEndTests.transactionPIN] {
            #expect(!digits.contains(pin), "a PIN typed is in the trace")
            #expect(!trace.contains(pin), "a PIN typed is in the trace")
        }
    }

    @Test func changingTheLoginPIN_showsThatTheHashesChanged_neverThem() throws {
        let input = ["1", "4826", "profile", "3", "4826", "1357", "1357", "q"].joined(separator: "\n") + "\n"
        let output = try SwippyProcess.run(["--ephemeral", "--trace"], input: input)
        #expect(output.stdout.contains("Login PIN changed"))
        let trace = output.stderr
        let typed = Self.fields("Profile.ProfileFlowInteractor.submit(_:)", in: trace)
        #expect(typed == ["stepIndex: 0 → 1"])
        let flow = Self.changes(in: trace).filter { $0.intent == "Profile.ProfileFlowInteractor.submit(_:)" }
        #expect(flow.map(\.fields).dropFirst().allSatisfy { $0.contains("newPIN: •••• → ••••") })
        let reloaded = Self.changes(in: trace).last { $0.intent == "Profile.ProfileInteractor.load()" }
        #expect(reloaded?.fields.contains("user.loginPIN: •••• → ••••") == true)
        #expect(trace.contains("loginPIN: ••••, transferPIN: ••••)"), "a user shown whole hides both hashes")
        for secret in ["4826", "1357", "pbkdf2", "salt"] {
            #expect(!trace.contains(secret), "\(secret) is in the trace")
        }
    }

    @Test func registering_showsEachPINAsChanged_neverItsDigits() throws {
        let answers = [
            "4", "Ravi Kumar", "9123400000", "ravi@example.in", "2468", "2468", "975310", "975310", "1", "q",
        ]
        let output = try SwippyProcess.run(["--ephemeral", "--trace"], input: answers.joined(separator: "\n") + "\n")
        #expect(output.stdout.contains("Welcome to Swippy, Ravi Kumar."))
        let register = Self.changes(in: output.stderr).filter { $0.intent == "SignIn.RegisterInteractor.submit(_:)" }
        #expect(register.first?.fields == ["step: .name → .mobile", "name: \"\" → \"Ravi Kumar\""])
        #expect(register.filter { $0.fields.contains("loginPIN: •••• → ••••") }.count == 2)
        #expect(register.filter { $0.fields.contains("transferPIN: •••• → ••••") }.count == 2)
        #expect(!output.stderr.contains("2468") && !output.stderr.contains("975310"))
    }

    @Test func aCardsFullNumber_isMasked_whereverTheTraceShowsTheCard() throws {
        let data = try MockDataLoader.load(from: SwippyProcess.mockData).data
        let numbers = data.wallet.cards.map(\.number)
        #expect(!numbers.isEmpty)
        let output = try SwippyProcess.run(
            ["--ephemeral", "--trace"], input: SwippyProcess.signInAsDemoUser + "cards\n1\nq\n")
        #expect(output.stderr.contains("number: ••••"))
        for number in numbers {
            #expect(!output.stderr.contains(number), "a card's full number is in the trace")
        }
    }

    @Test func theDomainsSecretTypes_areSecretToTheTrace() {
        let hash = SecretHash(salt: "00ff", hash: "abc")
        #expect(StateDiff.summary(hash) == Trace.mask)
        #expect(StateDiff.summary(NewPINEntry(length: 4)) == Trace.mask)
        #expect(PaymentCard.traceSecretFields == ["number"])
        #expect(Transaction.traceSecretFields == ["cardNumber"])
    }

    @Test func asAMermaidDiagram_theChangedFieldsAreNotesOverTheInteractor() throws {
        let output = try SwippyProcess.run(
            ["--ephemeral", "--trace-format", "mermaid"], input: TraceEndToEndTests.transferInput)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        let change = try #require(lines.firstIndex(of: "    TransferP->>TransferI: typeAmount(_:)"))
        #expect(
            Array(lines[(change + 1)...].prefix(3)) == [
                "    TransferI-->>TransferP: TransferState changed · 4 observers",
                "    Note over TransferI: step: .amount → .note",
                "    Note over TransferI: amount: nil → 500",
            ])
        #expect(lines.contains { $0.hasPrefix("    Note over TransferI: accounts[0].balance: ") })
        #expect(!output.stderr.contains(TraceEndToEndTests.transactionPIN))
    }

    @Test func mermaid_drawsEachChangedFieldAsANoteOverTheStatesInteractor_escaped() {
        var diagram = MermaidTrace()
        let lines = [
            "state    Transfer.TransferState changed · 4 observers",
            Trace.changeIndent + "amount: nil → 500",
            Trace.changeIndent + "note: \"\" → \"<b>#1; ok</b>\"",
        ].flatMap { diagram.lines(for: $0) }
        #expect(
            lines.suffix(3) == [
                "    TransferI-->>TransferP: TransferState changed · 4 observers",
                "    Note over TransferI: amount: nil → 500",
                "    Note over TransferI: note: \"\" → \"#60;b#62;#35;1#59; ok#60;/b#62;\"",
            ])
    }
}
