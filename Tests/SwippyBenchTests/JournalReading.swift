import Foundation

/// A journal read back as `ledger` reads it, for the tests of both kinds of journal.
enum JournalReading {
    /// The entries: each a run of lines ended by an empty line, with at least one posting.
    static func entries(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").filter { $0.contains("\n    ") }
    }

    /// An entry's postings ("NAME  AMOUNT" or "NAME"), its comment lines left out.
    static func postings(_ entry: String) -> [String] {
        entry.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("    ;") }.map {
            String($0.dropFirst(4))
        }
    }

    /// Each account's balance: a posting with an amount ("    NAME  INR 5.00" or "    NAME  5.00") adds it; the
    /// entry's posting without one takes the rest, so that the entry sums to zero.
    static func balances(_ text: String) -> [String: Decimal] {
        var totals: [String: Decimal] = [:]
        for entry in entries(text) {
            var sum = Decimal(0)
            var elided: String?
            for posting in postings(entry) {
                let parts = posting.components(separatedBy: "  ")
                if parts.count == 2,
                    let amount = parts[1].split(separator: " ").last.flatMap({ Decimal(string: String($0)) })
                {
                    totals[parts[0], default: 0] += amount
                    sum += amount
                } else {
                    elided = parts[0]
                }
            }
            if let elided { totals[elided, default: 0] -= sum }
        }
        return totals
    }
}
