import Foundation
import SwippyTestSupport
import Testing

/// Strings from the data file reach the terminal only after `SafeText`: a card title, bank, holder, due state,
/// counterparty or user name cannot clear the screen, set the title, write the clipboard or overwrite an amount.
@Suite("End to end: escape sequences in data strings never reach the terminal")
struct HostileTextEndToEndTests {
    private static let hostile = "\u{1B}]52;c;cHduZWQ=\u{7}\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}[?1049h"

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    @Test func aSessionOverHostileStrings_printsNoControlCharacters() throws {
        let data = try DataFiles.write { object in
            guard var cards = object["cards"] as? [[String: Any]], var users = object["users"] as? [[String: Any]],
                var transactions = object["transactions"] as? [[String: Any]],
                var due = cards[0]["due"] as? [String: Any]
            else { throw DataFileProblem("unexpected MockData shape") }
            cards[0]["title"] = "Millennia" + Self.hostile
            cards[0]["bank_name"] = "HDFC" + Self.hostile
            cards[0]["card_holder_name"] = "ASHA\u{8}\u{8}\u{8}\u{8}EVIL"
            due["state"] = "due\u{8}\u{8}\u{8}PAID\r"
            cards[0]["due"] = due
            users[0]["name"] = "Asha" + Self.hostile
            for index in transactions.indices { transactions[index]["counterparty"] = "Shop" + Self.hostile }
            object["cards"] = cards
            object["users"] = users
            object["transactions"] = transactions
        }
        let script = SwippyProcess.signInAsDemoUser + "cards\n1\n3\nh\ntransfer\n1\nh\ndispute\n1\n1\nh\nq\n"
        let output = try SwippyProcess.run(["--ephemeral", "--data", data.path], input: script)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.contains("Millennia"))
        #expect(output.stdout.contains("₹242.33"))
        #expect(!output.stdout.unicodeScalars.contains(where: Self.isControl))
        #expect(!output.stdout.contains("]52;"))
    }
}
