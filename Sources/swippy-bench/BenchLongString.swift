import Foundation

/// The long-string case: the shipped MockData with the first card's title and the newest payee of the first
/// user 50 MiB long each, beside the shipped file, on the release binary. It reports what the data costs each
/// screen: the first screen (the whole load), home after sign-in, and the cards screen after home, each as
/// the extra CPU and wall time over the same input on the shipped file.
enum BenchLongString {
    /// The length of each long string, in bytes.
    static let length = 50 * 1_048_576
    static let home = BenchPlan.signIn + "q\n"
    static let cards = BenchPlan.signIn + "cards\nq\n"

    /// The shipped `template` with the long title and payee.
    static func document(template: Data) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: template) as? [String: Any],
            var cards = object["cards"] as? [[String: Any]], !cards.isEmpty,
            var transactions = object["transactions"] as? [[String: Any]],
            let accounts = object["accounts"] as? [[String: Any]]
        else { throw BenchError("the shipped MockData has no cards or transactions") }
        let firstUser = (object["users"] as? [[String: Any]])?.first?["id"] as? String ?? ""
        let owned = Set(accounts.filter { $0["user_id"] as? String == firstUser }.compactMap { $0["id"] as? String })
        let newest = transactions.indices.filter { owned.contains(transactions[$0]["account_id"] as? String ?? "") }
            .max { (transactions[$0]["date"] as? String ?? "") < (transactions[$1]["date"] as? String ?? "") }
        cards[0]["title"] = "LONG-TITLE"
        if let newest { transactions[newest]["counterparty"] = "LONG-PAYEE" }
        object["cards"] = cards
        object["transactions"] = transactions
        let text = String(
            decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        let long = String(repeating: "Long title ", count: length / 11)
        return Data(
            text.replacingOccurrences(of: "LONG-TITLE", with: long)
                .replacingOccurrences(of: "LONG-PAYEE", with: long).utf8)
    }

    /// Times the three screens on `shipped` and `long` and prints one line each.
    static func measure(swippy: String, shipped: URL, long: URL, runs: Int, work: URL) throws {
        func timed(_ file: URL, _ input: String) throws -> ChildRun {
            let run = try ChildRun.repeated(runs) {
                try ChildRun.run(
                    swippy, ["--data", file.path, "--ephemeral", "--no-cache"], input: input, home: work.path)
            }
            guard run.status == 0 else { throw BenchError("long strings: swippy exited \(run.status)") }
            return run
        }
        var costs: [(screen: String, cpu: Double, wall: Double)] = []
        var previous: (shipped: ChildRun, long: ChildRun)?
        for (screen, input) in [("first screen", "q\n"), ("home", home), ("cards screen", cards)] {
            let runs = (shipped: try timed(shipped, input), long: try timed(long, input))
            let extra = { (run: ChildRun, before: ChildRun?) in
                (cpu: run.cpuSeconds - (before?.cpuSeconds ?? 0), wall: run.seconds - (before?.seconds ?? 0))
            }
            let withShipped = extra(runs.shipped, previous?.shipped)
            let withLong = extra(runs.long, previous?.long)
            costs.append((screen, withLong.cpu - withShipped.cpu, withLong.wall - withShipped.wall))
            previous = runs
        }
        print("")
        print("A 50 MiB card title and payee, over the shipped data (CPU, wall):")
        for cost in costs {
            print("  \(cost.screen): \(signed(cost.cpu)) CPU, \(signed(cost.wall)) wall")
        }
    }

    private static func signed(_ seconds: Double) -> String {
        (seconds < 0 ? "-" : "+") + BenchTable.time(abs(seconds))
    }
}
