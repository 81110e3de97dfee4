import Foundation
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("The one-pass Transaction reader reads every field the model has")
struct FastTransactionTests {
    private static let full = Transaction(
        id: "t-1", date: Date(timeIntervalSince1970: 1_700_000_000), accountID: "acc-1",
        cardNumber: "4111 1111 1111 1111",
        direction: .debit, amount: Decimal(string: "12.34") ?? 0, currency: "INR", counterparty: "Shop",
        category: "food",
        note: "n", reference: "R1", counterpartyMobile: "9123456780",
        otherLeg: OtherLeg(
            amount: Decimal(string: "0.11") ?? 0, currency: "GBP", rate: Decimal(string: "0.009509") ?? 0,
            asOf: Date(timeIntervalSince1970: 1_700_000_000)))

    @Test func itsKeys_areExactlyTheKeysATransactionEncodes() throws {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder.swippy().encode(Self.full)) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == JSONByteDecoder.transactionKeys)
    }

    @Test(arguments: [
        "{\"id\": \"t-1\", \"date\": \"2026-11-02\", \"direction\": \"credit\", \"amount\": 5, \"currency\": "
            + "\"INR\", \"counterparty\": \"A\", \"category\": \"c\", \"note\": \"\", \"reference\": \"R\", "
            + "\"account_id\": \"acc\"}",
        "{\"card_number\": \"4111\", \"account_id\": null, \"extra\": [1, {\"x\": 2}], \"reference\": \"R\", "
            + "\"note\": \"\\u00e9\", \"category\": \"c\", \"counterparty\": \"A\", \"currency\": \"₹\", \"amount\": "
            + "1e2, \"direction\": \"debit\", \"date\": \"2026-11-02T10:15:00Z\", \"id\": \"t-2\"}",
        "{\"i\\u0064\": \"t-3\", \"date\": \"2026-11-02\", \"direction\": \"credit\", \"amount\": 5, \"currency\": "
            + "\"INR\", \"counterparty\": \"A\", \"category\": \"c\", \"note\": \"\", \"reference\": \"R\"}",
        "{\"id\": \"t-4\", \"date\": \"2026-11-02\", \"direction\": \"debit\", \"amount\": 5, \"currency\": "
            + "\"INR\", \"counterparty\": \"Rahul\", \"category\": \"transfer\", \"note\": \"\", \"reference\": "
            + "\"R\", \"account_id\": \"acc\", \"counterparty_mobile\": \"9123456780\"}",
        "{\"id\": \"t-5\", \"date\": \"2026-11-02\", \"direction\": \"debit\", \"amount\": 5, \"currency\": "
            + "\"INR\", \"counterparty\": \"Rahul\", \"category\": \"transfer\", \"note\": \"\", \"reference\": "
            + "\"R\", \"account_id\": \"acc\", \"counterparty_mobile\": null}",
        "{\"id\": \"t-6\", \"date\": \"2026-11-02\", \"direction\": \"debit\", \"amount\": 5, \"currency\": "
            + "\"INR\", \"counterparty\": \"Emma\", \"category\": \"transfer\", \"note\": \"\", \"reference\": "
            + "\"R\", \"other_leg\": {\"amount\": 0.04, \"currency\": \"GBP\", \"rate\": 0.009509, "
            + "\"as_of\": \"2026-11-20\"}}",
    ])
    func records_decodeAsFoundationDecodesThem(json: String) throws {
        let data = Data("[\(json), \(json.replacingOccurrences(of: "\"R\"", with: "\"R2\""))]".utf8)
        let fast = try JSONFile.decode([Transaction].self, from: data, file: "t.json")
        #expect(fast == (try JSONDecoder.swippy().decode([Transaction].self, from: data)))
    }

    @Test(arguments: [
        ("\"direction\": \"credit\"", "\"direction\": \"sideways\"", "[0].direction: "),
        ("\"amount\": 5", "\"amount\": \"5\"", "[0].amount: expected a number"),
        ("\"date\": \"2026-11-02\"", "\"date\": \"2026-11-31\"", "[0].date: expected an ISO 8601 date"),
        ("\"note\": \"\", ", "", "[0].note: required field is missing"),
        ("\"id\": \"t-1\"", "\"id\": null", "[0].id: expected text, found null"),
    ])
    func aBadRecord_failsWithTheCodablePathsError(good: String, bad: String, expected: String) throws {
        let json =
            "[{\"id\": \"t-1\", \"date\": \"2026-11-02\", \"direction\": \"credit\", \"amount\": 5, "
            + "\"currency\": \"INR\", "
            + "\"counterparty\": \"A\", \"category\": \"c\", \"note\": \"\", \"reference\": \"R\", "
            + "\"account_id\": \"acc\"}]"
        #expect(try JSONFile.decode([Transaction].self, from: Data(json.utf8), file: "t.json").count == 1)
        do {
            _ = try JSONFile.decode(
                [Transaction].self, from: Data(json.replacingOccurrences(of: good, with: bad).utf8), file: "t.json")
            Issue.record("a bad record loaded")
        } catch {
            #expect(error.description.hasPrefix("t.json: " + expected))
        }
    }
}
