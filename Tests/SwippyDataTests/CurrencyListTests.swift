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
}
