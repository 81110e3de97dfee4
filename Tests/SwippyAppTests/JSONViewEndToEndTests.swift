import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// The second View: `--ui json` draws every screen as one JSON object per line from the same presenters and view
/// models the text View draws, so a program can sign in, raise a dispute and send money reading only view-model
/// fields, never text laid out for a person.
@Suite("End to end: --ui json, the second View")
struct JSONViewEndToEndTests {
    /// One JSON object of the output.
    typealias Object = [String: Any]

    static func run(_ input: String, environment: [String: String] = [:]) throws -> (
        status: Int32, objects: [Object], stdout: String
    ) {
        let output = try SwippyProcess.run(
            ["--ephemeral", "--ui", "json"], input: SwippyProcess.signInAsDemoUser + input,
            environment: environment.merging(["SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z"]) { $1 })
        var objects: [Object] = []
        for line in output.stdout.split(separator: "\n") {
            let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let object = try #require(parsed as? Object, "not a JSON object: \(line.prefix(200))")
            objects.append(object)
        }
        return (output.status, objects, output.stdout)
    }

    static func screens(_ objects: [Object], _ module: String, _ screen: String) -> [Object] {
        objects.filter { $0["type"] as? String == "screen" && $0["module"] as? String == module }
            .filter { $0["screen"] as? String == screen }
            .compactMap { $0["viewModel"] as? Object }
    }

    /// The `value` of each field labelled `label` in a list of fields (a Block.Field's value is styled text).
    static func fieldValues(_ fields: Any?, _ label: String) -> [String] {
        (fields as? [Object] ?? []).filter { $0["label"] as? String == label }.compactMap { field in
            (field["value"] as? String) ?? ((field["value"] as? Object)?["text"] as? String)
        }
    }

    @Test func signIn_aDispute_andATransfer_throughTheJSONViewAlone() throws {
        // Dispute: Savings (7) → newest charge (1) → charged twice (2) → description → y; home;
        // transfer: from Savings (1) → a beneficiary (1) → Priya (1) → 500 → note → y → PIN → Done.
        let (status, objects, stdout) = try Self.run(
            "dispute\n1\n7\n1\n2\nCharged twice for one ride\ny\nh\n"
                + "transfer\n1\n1\n1\n500\nRent\ny\n592741\n1\nq\n")
        #expect(status == 0)
        #expect(objects.count > 20)
        #expect(Set(objects.compactMap { $0["type"] as? String }) == ["screen", "prompt", "notice"])
        // Signed in: home's view model greets the user.
        #expect(Self.screens(objects, "Home", "HomePresenter").first?["greeting"] as? String == "Hello, Asha Rao.")
        // The dispute's detail: its status field is open.
        let dispute = try #require(Self.screens(objects, "Dispute", "DisputeDetailPresenter").first)
        let parts = dispute["parts"] as? [Object] ?? []
        #expect(parts.contains { Self.fieldValues($0["value"], "Status") == ["open"] })
        let notices = objects.filter { $0["type"] as? String == "notice" }.compactMap { $0["text"] as? String }
        #expect(notices.contains { $0.hasPrefix("Dispute DSP-") && $0.hasSuffix(" raised.") })
        // The transfer's result: its message and its amount field.
        let result = try #require(Self.screens(objects, "Transfer", "ResultPresenter").last)
        #expect(result["message"] as? String == "Sent ₹500.00 to Priya Sharma.")
        #expect(Self.fieldValues(result["fields"], "Amount") == ["₹500.00"])
        // Every read was announced; the PIN prompts say they are secret, and no PIN is written.
        let prompts = objects.filter { $0["type"] as? String == "prompt" }
        #expect(prompts.contains { $0["text"] as? String == "Transaction PIN" && $0["secret"] as? Bool == true })
        #expect(prompts.contains { $0["text"] as? String == "Send it? (y/n)" && $0["numbers"] as? Int == 0 })
        #expect(prompts.contains { $0["text"] as? String == "Choose an option (1-8)" && $0["numbers"] as? Int == 8 })
        #expect(!stdout.contains("4826") && !stdout.contains("592741"))
        #expect(!stdout.contains("\u{1B}"))
        // Each screen object carries its prompt too, as the prompt line before the read says it.
        let drawn = objects.filter { $0["type"] as? String == "screen" }
        #expect(drawn.allSatisfy { ($0["prompt"] as? Object)?["text"] is String })
    }

    @Test func aTerminalWithoutUTF8_getsASCIIJSON_thatParsesToTheSameText() throws {
        let (status, objects, stdout) = try Self.run("q\n", environment: ["LANG": "en_IN.UTF-8", "LC_ALL": "C"])
        #expect(status == 0)
        #expect(stdout.unicodeScalars.allSatisfy { $0.isASCII })
        let home = try #require(Self.screens(objects, "Home", "HomePresenter").first)
        #expect(home["greeting"] as? String == "Hello, Asha Rao.")
        let total = JSONScreen.objects(in: home).first { $0["label"] as? String == "Total" }
        #expect(JSONScreen.text(of: total?["value"]) == "₹1,76,951.25")
    }

    /// The field labelled `label` anywhere in a view model, as text.
    static func field(_ model: Object, _ label: String) -> String? {
        JSONScreen.text(of: JSONScreen.objects(in: model).first { $0["label"] as? String == label }?["value"])
    }

    /// Answers with the number of the first of the screen's `options` that `wanted` accepts (numbered from
    /// "firstOption"), turning pages with n until it is shown.
    static func choose(_ session: JSONSession, _ wanted: (String) -> Bool) throws {
        for _ in 0..<10 {
            let options = session.viewModel["options"] as? [String] ?? []
            if let index = options.firstIndex(where: wanted) {
                try session.answer("\((session.viewModel["firstOption"] as? Int ?? 1) + index)")
                return
            }
            try session.answer("n")
        }
        throw JSONSession.Failure(description: "no such option on \(session.screenName)")
    }

    /// Answers with the number of the first row of `key` (rows of cells, or objects with a "word") that `wanted`
    /// accepts: rows are numbered from 1.
    static func chooseRow(_ session: JSONSession, _ key: String, _ wanted: (Any) -> Bool) throws {
        let rows = session.viewModel[key] as? [Any] ?? []
        guard let index = rows.firstIndex(where: wanted) else {
            throw JSONSession.Failure(description: "no such row on \(session.screenName)")
        }
        try session.answer("\(index + 1)")
    }

    /// A program that knows no screen's layout: it reads each prompt, finds what it wants in the view model drawn
    /// before it, and answers. It signs in, raises a dispute on a Savings charge, and sends ₹500 to Priya.
    @Test func aProgram_signsIn_disputes_andSends_choosingFromTheViewModelsAlone() throws {
        let session = try JSONSession(environment: ["SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z"])
        try session.waitForPrompt()
        #expect(session.screenName == "SignIn.SignInPresenter")
        try Self.choose(session) { $0 == "Sign in with your login PIN" }
        #expect(session.prompt["answer"] as? String == "secret")
        try session.answer("4826")
        #expect(session.viewModel["greeting"] as? String == "Hello, Asha Rao.")

        // A dispute: from home's rows by word, the hub's option, Savings (on the second page), the newest charge.
        try Self.chooseRow(session, "rows") { ($0 as? Object)?["word"] as? String == "dispute" }
        try Self.choose(session) { $0 == "Raise a dispute" }
        try Self.choose(session) { $0.hasPrefix("Savings") }
        let table = try #require((session.viewModel["parts"] as? [Object])?.first { $0["case"] as? String == "table" })
        let rows = table["rows"] as? [[String]] ?? []
        let charge = try #require(rows.first { $0.last == "" && $0.dropFirst(2).first == "Uber India" })
        try session.answer(String(charge[0].dropLast()))
        try Self.choose(session) { $0 == "Charged twice" }
        #expect(session.prompt["answer"] as? String == "text")
        try session.answer("Charged twice for one ride")
        #expect(Self.field(session.viewModel, "Reason") == "Charged twice")
        #expect(session.prompt["answer"] as? String == "yes-no")
        try session.answer("y")
        #expect(session.screenName == "Dispute.DisputeDetailPresenter")
        #expect(Self.field(session.viewModel, "Status") == "open")
        #expect(Self.field(session.viewModel, "Amount") == "₹2,300.00")

        // A transfer: from Savings to the saved beneficiary Priya, ₹500 with a note, confirmed with the PIN.
        try session.answer("h")
        try Self.chooseRow(session, "rows") { ($0 as? Object)?["word"] as? String == "transfer" }
        try Self.chooseRow(session, "choices") { ($0 as? [String])?.first == "Savings" }
        try Self.chooseRow(session, "choices") { ($0 as? [String])?.first == "Saved beneficiary" }
        try Self.chooseRow(session, "choices") { ($0 as? [String])?.first == "Priya Sharma" }
        #expect(session.screenName == "Transfer.AmountPresenter")
        try session.answer("500")
        try session.answer("Rent")
        #expect(Self.field(session.viewModel, "Amount") == "₹500.00 (INR)")
        #expect(session.prompt["answer"] as? String == "yes-no")
        try session.answer("y")
        #expect(session.prompt["secret"] as? Bool == true)
        try session.answer("592741")
        #expect(session.screenName == "Transfer.ResultPresenter")
        #expect(session.viewModel["message"] as? String == "Sent ₹500.00 to Priya Sharma.")
        #expect(Self.field(session.viewModel, "Amount") == "₹500.00")

        let output = session.finish(typing: "q")
        #expect(output.status == 0)
        #expect(!output.stdout.contains("4826") && !output.stdout.contains("592741"))
        #expect(output.stdout.split(separator: "\n").count == session.objects.count)
    }

    @Test func anUnknownView_isRefusedWithItsValues() throws {
        let output = try SwippyProcess.run(["--ui", "yaml"], input: "")
        #expect(output.status == 64)
        #expect(output.stderr.contains("option '--ui' is text or json"))
    }
}
