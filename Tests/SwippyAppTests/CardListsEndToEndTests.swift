import Foundation
import SwippyTestSupport
import Testing

/// Card lists in the real binary: cards with parts missing from the data, and 10,000 cards, where every list
/// of cards pages and numbers across its pages.
@Suite("Card lists end to end", .serialized)
struct CardListsEndToEndTests {
    private let signIn = SwippyProcess.signInAsDemoUser

    @Test func aCardWithoutBankNetworkOrTitle_isLabelled_andAPastExpiryIsSaid() throws {
        let data = try DataFiles.write { object in
            guard var cards = object["cards"] as? [[String: Any]] else { throw DataFileProblem("no cards") }
            cards[0]["bank_name"] = ""
            cards[0]["type"] = " "
            cards[0]["title"] = ""
            cards[0]["expiry"] = "2025-01"
            cards[1]["expiry"] = "2031-08"
            object["cards"] = cards
        }
        let output = try SwippyProcess.run(
            ["--ephemeral", "--data", data.path], input: signIn + "cards\n1\n1\nb\nb\n2\n1\nq\n")
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let lines = output.stdout.components(separatedBy: "\n")
        #expect(
            !lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("·") },
            "no line starts with a separator")
        #expect(
            lines.contains { $0.hasPrefix("  1.  Card ••3456 ") && $0.contains(" Visa ") },
            "a title, and the network its digits name")
        #expect(output.stdout.contains("      Unknown bank · •••• •••• •••• 3456 · "))
        #expect(output.stdout.contains("Expired 01/25"))
        #expect(output.stdout.contains("Card ••3456 · details"))
        let fields = lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(fields.contains("Bank Unknown bank"))
        #expect(!fields.contains("Bank"), "never a blank Bank row")
        #expect(fields.contains("Expires 01/25 · expired"))
        #expect(fields.contains("Expires 08/31"))
        #expect(!output.stdout.contains("Card id") && !output.stdout.contains("Due id"), "no internal ids")
    }

    @Test func tenThousandCards_pageInDisputesSourcesAndActivation_numberedAcrossPages() throws {
        let data = try DataFiles.cards(10_000, pageSize: 6)
        let input = signIn + "dispute\n1\nn\n9999\nb\nb\n6\nn\nn\n15\n10001\nq\n"
        let output = try SwippyProcess.run(["--ephemeral", "--data", data.path], input: input)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.components(separatedBy: "\n").count < 300, "pages, not 10,004 lines")
        #expect(output.stdout.contains("Which card or account was charged? 1–6 of 10,004 · page 1 of 1,668"))
        #expect(output.stdout.contains("   7. Card 7 ••"), "page 2 numbers on from page 1")
        #expect(output.stdout.contains("Choose a card or account (1-10,004) >"))
        #expect(output.stdout.contains("Card 9999 ••"), "a number on another page chooses it")
        #expect(output.stdout.contains("Which card? 1–6 of 10,000 cards · page 1 of 1,667"))
        #expect(output.stdout.contains("Which card? 13–18 of 10,000 cards · page 3 of 1,667"))
        #expect(output.stdout.contains("this card, type the last 4 digits of its number."))
        #expect(!output.stdout.contains("Card 20 ••"), "pages not shown are not printed")
    }

    @Test func tenThousandCards_homeCreditAndAddMoney_showAPageOrACount() throws {
        let data = try DataFiles.cards(10_000, pageSize: 6)
        let input = signIn + "credit\n1\nn\n8\nb\nb\nb\naccounts\n1\n1\nn\n10001\nq\n"
        let output = try SwippyProcess.run(["--ephemeral", "--data", data.path], input: input)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.components(separatedBy: "\n").count < 400, "no screen lists every card")
        #expect(
            output.stdout.contains("…and 4,995 more cards with a limit: type credit to see them all."),
            "home counts the rest")
        #expect(output.stdout.contains("+4995 more"), "the credit dashboard counts the rest")
        #expect(output.stdout.contains("1–6 of 5,001 · page 1 of 834 · n next, p previous"))
        #expect(output.stdout.contains("Choose a card (1-5,001) >"))
        #expect(output.stdout.contains("Card 14 ••7788"), "the 8th line, chosen from page 2")
        #expect(output.stdout.contains("Add money to Savings from: 7–12 of 10,001 · page 2 of 1,667"))
        #expect(
            output.stdout.contains("Add money from Bank transfer, in INR."), "the 10001st source chosen from page 2")
    }
}
