import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("CurrencyList: the ISO list and the one search")
struct CurrencyListTests {
    static func list() throws -> CurrencyList { CurrencyList(try Fixture.mockData().reference.currencyList) }

    @Test func theShippedList_isISO4217_withMinorUnits() throws {
        let list = try Self.list()
        #expect(list.currencies.count >= 150)
        #expect(list.currency("jpy")?.minorUnits == 0)
        #expect(list.currency("KWD")?.minorUnits == 3)
        #expect(list.currency("INR")?.symbol == "₹")
        #expect(list.currency("ALL")?.symbol == "")
        #expect(list.featured.map(\.code) == ["INR", "USD", "EUR", "GBP", "AED", "SGD", "JPY"])
    }

    @Test func aCode_isFoundFirst_thenCodesThenNames() throws {
        guard case .matches(let found) = try Self.list().search("eur") else {
            Issue.record("no match")
            return
        }
        #expect(found.first?.code == "EUR")
    }

    @Test func aName_findsEveryCurrencyOfThatName() throws {
        guard case .matches(let rupees) = try Self.list().search(" Rupee ") else {
            Issue.record("no rupee")
            return
        }
        #expect(Set(rupees.map(\.code)) == ["INR", "LKR", "MUR", "NPR", "PKR", "SCR"])
        guard case .matches(let pounds) = try Self.list().search("pound") else {
            Issue.record("no pound")
            return
        }
        #expect(pounds.map(\.code).contains("GBP"))
        #expect(pounds.map(\.code).contains("EGP"))
        guard case .matches(let accents) = try Self.list().search("bolivar") else {
            Issue.record("no bolívar")
            return
        }
        #expect(accents.map(\.code) == ["VED", "VES"])
    }

    @Test func noMatch_keepsTheQuery_andEmptyIsItsOwnCase() throws {
        #expect(try Self.list().search("  zorkmid ") == .none(query: "zorkmid"))
        #expect(try Self.list().search("   ") == .empty)
    }

    @Test func candidates_anExactCodeAlone_otherwiseEveryMatch_noneForNoMatch() throws {
        let list = try Self.list()
        #expect(list.candidates(" chf ").map(\.code) == ["CHF"])
        #expect(list.candidates("eur").map(\.code) == ["EUR"])
        let francs = list.candidates("franc").map(\.code)
        #expect(francs.count == 11)
        #expect(francs.contains("CHF") && francs.contains("XOF"))
        #expect(list.candidates("dollar").count > 20)
        #expect(list.candidates("swiss").map(\.code) == ["CHF"])
        #expect(list.candidates("zzz").isEmpty)
        #expect(list.candidates("  ").isEmpty)
    }

    @Test func aPickersLines_markACurrencyWithoutRates_andSayTheMatchesOrThePopularList() {
        let franc = Currency(code: "CHF", name: "Swiss Franc", symbol: "Fr.")
        #expect(CurrencyList.choiceLine(franc, hasRates: true) == "CHF  Swiss Franc  Fr.")
        #expect(
            CurrencyList.choiceLine(Currency(code: "ALL", name: "Lek"), hasRates: false) == "ALL  Lek  (no rates)")
        #expect(
            CurrencyList.pickerLine(query: "", count: 7, withRates: nil, total: 164)
                == "Popular currencies. Type a code or a name to search all 164.")
        #expect(
            CurrencyList.pickerLine(query: "franc", count: 11, withRates: 1, total: 164)
                == "11 currencies match \"franc\" (1 with rates).")
    }
}
