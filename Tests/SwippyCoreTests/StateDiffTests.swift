import Foundation
import SwippyCore
import Testing

/// `StateDiff`: the fields a change changed, one line each, by path; secrets masked, text made safe, amounts whole.
@Suite("State diff")
struct StateDiffTests {
    struct Money: Equatable {
        var value: Decimal
        var currency: String
    }

    struct Account: Equatable {
        var id: String
        var balance: Money
    }

    enum Step: Equatable {
        case amount, confirm
        case result(reference: String, amount: Money)
    }

    struct Flow: Equatable {
        var step = Step.amount
        var amount: Money?
        var note = ""
        var accounts: [Account] = []
        var rates: [String: Decimal] = [:]
        var codes: Set<String> = []
        @Secret var pin = "0000"
    }

    static let account = Account(id: "a-1", balance: Money(value: 500, currency: "INR"))

    @Test func equalValues_haveNoLines() {
        #expect(StateDiff.lines(from: Flow(), to: Flow()).isEmpty)
    }

    @Test func aNestedField_isShownByItsPath() {
        var new = Flow()
        new.amount = Money(value: 500, currency: "INR")
        var later = new
        later.amount?.value = 750
        #expect(StateDiff.lines(from: Flow(), to: new) == ["amount: nil → Money(value: 500, currency: \"INR\")"])
        #expect(StateDiff.lines(from: new, to: later) == ["amount.value: 500 → 750"])
        #expect(StateDiff.lines(from: later, to: Flow()) == ["amount: Money(value: 750, currency: \"INR\") → nil"])
    }

    @Test func onlyTheChangedFields_inFieldOrder() {
        var new = Flow()
        new.note = "Rent"
        new.step = .confirm
        #expect(StateDiff.lines(from: Flow(), to: new) == ["step: .amount → .confirm", "note: \"\" → \"Rent\""])
    }

    @Test func anEnum_showsItsCase_andWithinACase_itsAssociatedValuesByPath() {
        let sent = Step.result(reference: "R1", amount: Money(value: 500, currency: "INR"))
        let more = Step.result(reference: "R1", amount: Money(value: 600, currency: "INR"))
        #expect(
            StateDiff.lines(from: Step.confirm, to: sent)
                == [".confirm → .result(reference: \"R1\", amount: Money(value: 500, currency: \"INR\"))"])
        #expect(StateDiff.lines(from: sent, to: more) == ["result.amount.value: 500 → 600"])
    }

    @Test func anArray_byCount_andItsChangedElementsByIndex() {
        var old = Flow()
        old.accounts = [Self.account, Account(id: "a-2", balance: Money(value: 10, currency: "INR"))]
        var new = old
        new.accounts[1].balance.value = 9.5
        new.accounts.append(Account(id: "a-3", balance: Money(value: 0, currency: "USD")))
        #expect(
            StateDiff.lines(from: old, to: new) == [
                "accounts.count: 2 → 3",
                "accounts[1].balance.value: 10 → 9.5",
                "accounts[2]: inserted Account(id: \"a-3\", balance: Money(value: 0, currency: \"USD\"))",
            ])
    }

    @Test func anElementInsertedAtTheFront_isOneLine_notEveryElementShifted() {
        let old = (1...4).map { "t\($0)" }
        #expect(StateDiff.lines(from: old, to: ["t0"] + old) == ["count: 4 → 5", "[0]: inserted \"t0\""])
        #expect(StateDiff.lines(from: old, to: Array(old.dropFirst())) == ["count: 4 → 3", "[0]: removed \"t1\""])
    }

    @Test func manyChangedElements_showTheFirstFew_andCountTheRest() {
        let old = Array(0..<20)
        let new = old.map { $0 + 100 }
        let lines = StateDiff.lines(from: old, to: new)
        #expect(lines.count == StateDiff.elementLimit + 1)
        #expect(lines.first == "[0]: 0 → 100")
        #expect(lines.last == "[…]: 15 more changed")
    }

    @Test func aLongList_isComparedIndexByIndex_andCountsWhatItDoesNotShow() {
        let loaded = (0..<10_000).map { "t\($0)" }
        let lines = StateDiff.lines(from: [String](), to: loaded)
        #expect(lines.count == 1 + StateDiff.elementLimit + 1)
        #expect(lines.first == "count: 0 → 10000")
        #expect(lines.dropFirst().first == "[0]: inserted \"t0\"")
        #expect(lines.last == "[…]: 9995 more changed")
        var edited = loaded
        edited[9_999] = "last"
        #expect(StateDiff.lines(from: loaded, to: edited) == ["[9999]: \"t9999\" → \"last\""])
    }

    @Test func aDictionary_byKey_andASet_byMembersAddedAndRemoved() {
        var old = Flow()
        old.rates = ["USD": 83, "EUR": 90]
        old.codes = ["INR", "USD"]
        var new = old
        new.rates = ["USD": 84, "GBP": 105]
        new.codes = ["INR", "EUR"]
        #expect(
            StateDiff.lines(from: old, to: new) == [
                "rates[\"EUR\"]: removed 90", "rates[\"GBP\"]: added 105", "rates[\"USD\"]: 83 → 84",
                "codes: removed \"USD\"", "codes: added \"EUR\"",
            ])
    }

    @Test func aSecretField_isMasked_andSaysOnlyThatItChanged() {
        var new = Flow()
        new.pin = "592741"
        let lines = StateDiff.lines(from: Flow(), to: new)
        #expect(lines == ["pin: •••• → ••••"])
        #expect(lines.allSatisfy { !$0.contains("592741") && !$0.contains("0000") })
        #expect(StateDiff.summary(new).contains("pin: ••••"))
        #expect(!StateDiff.summary(new).contains("592741"))
    }

    struct Hash: TraceSecret, Equatable {
        var salt: String
        var digest: String
    }

    struct User: Equatable {
        var name: String
        var pin: Hash
    }

    @Test func aSecretType_isMaskedWhereverItIs_inAFieldOrInAnInsertedElement() {
        let old = [User(name: "Asha", pin: Hash(salt: "ab12", digest: "ffee"))]
        var new = old
        new[0].pin = Hash(salt: "cd34", digest: "0011")
        new.append(User(name: "Ravi", pin: Hash(salt: "9999", digest: "8888")))
        let lines = StateDiff.lines(from: old, to: new)
        #expect(lines == ["count: 1 → 2", "[0].pin: •••• → ••••", "[1]: inserted User(name: \"Ravi\", pin: ••••)"])
        for digits in ["ab12", "cd34", "0011", "9999", "8888"] {
            #expect(lines.allSatisfy { !$0.contains(digits) })
        }
    }

    struct Card: Equatable, TraceSecretFields {
        static let traceSecretFields: Set<String> = ["number"]
        var title: String
        var number: String
    }

    @Test func aFieldItsTypeNamesSecret_isMasked_inADiffAndInASummary() {
        let old = [Card(title: "Millennia", number: "4386 2894 0012 3456")]
        var new = old
        new[0].number = "5241 8300 1122 7788"
        new.append(Card(title: "Neo", number: "3782 822463 10005"))
        let lines = StateDiff.lines(from: old, to: new)
        #expect(
            lines == ["count: 1 → 2", "[0].number: •••• → ••••", "[1]: inserted Card(title: \"Neo\", number: ••••)"])
    }

    @Test func textFromAFile_isMadeSafe_andQuoted() {
        let lines = StateDiff.lines(from: "Rent", to: "\u{1B}]0;pwned\u{07}due\u{8}\u{8}\u{8}PAID\n\u{1B}[2J")
        #expect(lines == ["\"Rent\" → \"due␈␈␈PAID␤\""])
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func anAmount_isShownWhole_neverCutOrRounded() throws {
        let big = try #require(Decimal(string: "123456789012345678901234.56789"))
        let old = Money(value: 0.1, currency: "INR")
        #expect(
            StateDiff.lines(from: old, to: Money(value: big, currency: "INR"))
                == ["value: 0.1 → 123456789012345678901234.56789"])
    }

    final class Box {}

    struct Holder {
        var box: Box?
        var count = 0
    }

    @Test func partsThatAreNotEquatable_areComparedByWhatTheyShow_soTwoNilsAreNoChange() {
        #expect(StateDiff.lines(from: Holder(), to: Holder(count: 1)) == ["count: 0 → 1"])
        #expect(StateDiff.lines(from: Holder(), to: Holder(box: Box())) == ["box: nil → Box()"])
    }

    @Test func aTopLevelValue_hasNoPath() {
        #expect(StateDiff.lines(from: 0, to: 1) == ["0 → 1"])
        #expect(StateDiff.lines(from: Int?.none as Any, to: 3) == ["nil → 3"])
    }

    @Test func dates_showInISO8601_withFractionsOnlyWhenThereAreSome() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(StateDiff.lines(from: date, to: date + 60) == ["2027-01-15T08:00:00Z → 2027-01-15T08:01:00Z"])
        #expect(StateDiff.lines(from: date, to: date + 0.25) == ["2027-01-15T08:00:00Z → 2027-01-15T08:00:00.250Z"])
    }
}
