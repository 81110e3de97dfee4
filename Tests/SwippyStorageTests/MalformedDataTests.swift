import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("MockData: malformed files give one line naming the file and the place")
struct MalformedDataTests {
    @Test func badJSONSyntax_namesTheLineAndColumn() {
        let text = "{\n  \"schema_version\": 1,\n  oops\n}\n"
        #expect(Fixture.loadError(Data(text.utf8)) == "test.json: line 3, column 3: not valid JSON")
    }

    @Test func badJSONSyntax_inTheRealFile_namesTheLineAndColumn() throws {
        var text = String(decoding: try Fixture.bytes(), as: UTF8.self)
        let range = try #require(text.range(of: "\"schema_version\": 1,"))
        text.replaceSubrange(range, with: "\"schema_version\": 1,,")
        let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let column = text[lineStart..<range.lowerBound].count + "\"schema_version\": 1,".count + 1
        #expect(Fixture.loadError(Data(text.utf8)) == "test.json: line \(line), column \(column): not valid JSON")
    }

    @Test func anEmptyFile_isNotValidJSON() {
        let message = Fixture.loadError(Data())
        #expect(message?.hasPrefix("test.json: ") == true)
        #expect(message?.hasSuffix("not valid JSON") == true)
    }

    @Test func aTopLevelList_isNotAnObject() {
        #expect(Fixture.loadError(Data("[]".utf8)) == "test.json: (top level): expected an object")
    }

    @Test func aMissingRequiredField_namesItsPath() throws {
        let data = try Fixture.document { try $0.edit("cards", 2) { $0["title"] = nil } }
        #expect(Fixture.loadError(data) == "test.json: cards[2].title: required field is missing")
    }

    @Test func aMissingTopLevelSection_namesIt() throws {
        let data = try Fixture.document { $0["users"] = nil }
        #expect(Fixture.loadError(data) == "test.json: users: required field is missing")
    }

    @Test func aMissingNestedField_namesTheFullPath() throws {
        let data = try Fixture.document { try $0.edit("users", 1) { $0["login_pin"] = ["salt": "00"] } }
        #expect(Fixture.loadError(data) == "test.json: users[1].login_pin.hash: required field is missing")
    }

    @Test func aWrongType_namesThePathAndTheExpectedType() throws {
        let data = try Fixture.document {
            try $0.edit("cards", 3) { $0["due"] = ["id": "d", "amount": "lots", "currency": "₹", "state": "due"] }
        }
        #expect(Fixture.loadError(data) == "test.json: cards[3].due.amount: expected a number")
    }

    @Test func aNumberWhereTextBelongs_expectsText() throws {
        let data = try Fixture.document { try $0.edit("cards", 0) { $0["title"] = 42 } }
        #expect(Fixture.loadError(data) == "test.json: cards[0].title: expected text")
    }

    @Test func aNull_saysItFoundNull() throws {
        let data = try Fixture.document { try $0.edit("accounts", 2) { $0["balance"] = NSNull() } }
        #expect(Fixture.loadError(data) == "test.json: accounts[2].balance: expected a number, found null")
    }

    @Test func anUnknownAccountStatus_namesItsPath() throws {
        let data = try Fixture.document { try $0.edit("accounts", 0) { $0["status"] = "frozen" } }
        let message = try #require(Fixture.loadError(data))
        #expect(message.hasPrefix("test.json: accounts[0].status: "))
        #expect(!message.contains("\n"))
    }

    @Test func aBadDate_namesThePathAndTheText() throws {
        let data = try Fixture.document { try $0.edit("users", 0) { $0["member_since"] = "yesterday" } }
        #expect(
            Fixture.loadError(data)
                == "test.json: users[0].member_since: expected an ISO 8601 date such as 2026-11-02, found \"yesterday\""
        )
    }

    @Test func anUnsupportedSchemaVersion_isRefused() throws {
        let data = try Fixture.document { $0["schema_version"] = 2 }
        #expect(Fixture.loadError(data) == "test.json: schema_version: unsupported schema version 2; expected 1")
    }

    @Test func aNegativeBalance_namesTheAccount() throws {
        let data = try Fixture.document { try $0.edit("accounts", 1) { $0["balance"] = -5 } }
        #expect(Fixture.loadError(data) == "test.json: accounts[1].balance: balance must not be negative")
    }

    @Test func aNegativeDue_namesTheCard() throws {
        let data = try Fixture.document {
            try $0.edit("cards", 3) { $0["due"] = ["id": "d", "amount": -1, "currency": "₹", "state": "due"] }
        }
        #expect(Fixture.loadError(data) == "test.json: cards[3].due.amount: amount must not be negative")
    }

    @Test func aZeroTransaction_namesIt() throws {
        let data = try Fixture.document { try $0.edit("transactions", 4) { $0["amount"] = 0 } }
        #expect(Fixture.loadError(data) == "test.json: transactions[4].amount: amount must be more than 0")
    }

    @Test func anUnknownUserReference_namesTheAccount() throws {
        let data = try Fixture.document { try $0.edit("accounts", 0) { $0["user_id"] = "u-nobody" } }
        #expect(Fixture.loadError(data) == "test.json: accounts[0].user_id: no user has id \"u-nobody\"")
    }

    @Test func anUnknownAccountReference_namesTheTransaction() throws {
        let data = try Fixture.document { try $0.edit("transactions", 0) { $0["account_id"] = "acc-nowhere" } }
        #expect(Fixture.loadError(data) == "test.json: transactions[0].account_id: no account has id \"acc-nowhere\"")
    }

    @Test func aTransactionWithNeitherAccountNorCard_isRefused() throws {
        let data = try Fixture.document { try $0.edit("transactions", 0) { $0["account_id"] = nil } }
        #expect(Fixture.loadError(data) == "test.json: transactions[0]: needs an account_id or a card_number")
    }

    @Test func aTransactionsCounterpartyMobile_mustBeAMobile_andLoadsWhenItIs() throws {
        let bad = try Fixture.document { try $0.edit("transactions", 0) { $0["counterparty_mobile"] = "12345" } }
        #expect(
            Fixture.loadError(bad)
                == "test.json: transactions[0].counterparty_mobile: must be 10 digits starting with 6, 7, 8 or 9")
        let good = try Fixture.document { try $0.edit("transactions", 0) { $0["counterparty_mobile"] = "9123456780" } }
        let loaded = try MockDataLoader.decode(good, file: "test.json")
        #expect(loaded.wallet.transactions[0].counterpartyMobile == "9123456780")
    }

    @Test func aDuplicateAccountID_namesTheSecond() throws {
        let data = try Fixture.document { try $0.edit("accounts", 1) { $0["id"] = "acc-asha-savings" } }
        #expect(Fixture.loadError(data) == "test.json: accounts[1].id: duplicate id \"acc-asha-savings\"")
    }

    @Test func aDuplicateUserID_namesTheSecond() throws {
        let data = try Fixture.document { try $0.edit("users", 2) { $0["id"] = "u-asha" } }
        #expect(Fixture.loadError(data) == "test.json: users[2].id: duplicate id \"u-asha\"")
    }

    @Test func aDuplicateTransactionID_namesTheSecond() throws {
        let data = try Fixture.document { try $0.edit("transactions", 3) { $0["id"] = "t-1001" } }
        #expect(Fixture.loadError(data) == "test.json: transactions[3].id: duplicate id \"t-1001\"")
    }

    @Test func aRepeatedMobile_isRefused() throws {
        let data = try Fixture.document { try $0.edit("users", 1) { $0["mobile"] = "9876543210" } }
        #expect(Fixture.loadError(data) == "test.json: users[1].mobile: mobile number already used by another user")
    }

    @Test func aShortMobile_isRefused() throws {
        let data = try Fixture.document { try $0.edit("users", 0) { $0["mobile"] = "98765" } }
        #expect(Fixture.loadError(data) == "test.json: users[0].mobile: must be 10 digits")
    }

    @Test func noUsers_isRefused() throws {
        let data = try Fixture.document { $0["users"] = [Any]() }
        #expect(Fixture.loadError(data) == "test.json: users: must list at least one user")
    }

    @Test func aZeroPageSize_isRefused() throws {
        let data = try Fixture.document {
            guard var config = $0["config"] as? [String: Any] else { throw FixtureError("no config") }
            config["page_size"] = 0
            $0["config"] = config
        }
        #expect(Fixture.loadError(data) == "test.json: config.page_size: must be between 1 and 100, found 0")
    }

    @Test func aMissingFile_saysSoNamingIt() throws {
        let url = try Fixture.temporaryDirectory().appendingPathComponent("nothing-here.json")
        #expect(throws: DataFileError.missing(file: url.path)) { try MockDataLoader.load(from: url) }
        #expect(DataFileError.missing(file: url.path).description == "\(url.path): file not found")
    }

    @Test func aDirectoryInsteadOfAFile_cannotBeRead() throws {
        let directory = try Fixture.temporaryDirectory()
        do {
            _ = try MockDataLoader.load(from: directory)
            Issue.record("a directory loaded as data")
        } catch {
            guard case .unreadable(let file, _) = error else {
                Issue.record("expected unreadable, got \(error)")
                return
            }
            #expect(file == directory.path)
            #expect(error.description.hasPrefix("\(directory.path): cannot read: "))
        }
    }

    @Test func everyMessage_isOneLine() throws {
        let documents = [
            try Fixture.document { $0["schema_version"] = "one" },
            try Fixture.document { try $0.edit("cards", 1) { $0["due"] = "none" } },
            Data("{\"schema_version\": 1".utf8),
        ]
        for document in documents {
            let message = try #require(Fixture.loadError(document))
            #expect(message.hasPrefix("test.json: "))
            #expect(!message.contains("\n"))
        }
    }
}
