import Foundation
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyData

@Suite("MockData: a quote that is zero, negative or missing is a data error naming its path")
struct ExchangeDataValidationTests {
    static func editRate(_ index: Int, _ change: @escaping (inout [String: Any]) -> Void) throws -> Data {
        try Fixture.document { document in
            var rates = document["exchange_rates"] as? [String: Any] ?? [:]
            var list = rates["rates"] as? [[String: Any]] ?? []
            change(&list[index])
            rates["rates"] = list
            document["exchange_rates"] = rates
        }
    }

    @Test func aZeroQuote_onADay() throws {
        let data = try Self.editRate(2) { rate in
            var history = rate["history"] as? [Any] ?? []
            history[5] = 0
            rate["history"] = history
        }
        #expect(Fixture.loadError(data) == "test.json: exchange_rates.rates[2].history[5]: must be more than 0")
    }

    @Test func aNegativeLatestQuote() throws {
        let data = try Self.editRate(0) { $0["rate"] = -1 }
        #expect(Fixture.loadError(data) == "test.json: exchange_rates.rates[0].rate: must be more than 0")
    }

    @Test func aMissingDay() throws {
        let data = try Self.editRate(3) { rate in
            var history = rate["history"] as? [Any] ?? []
            history.remove(at: 10)
            rate["history"] = history
        }
        #expect(
            Fixture.loadError(data)
                == "test.json: exchange_rates.rates[3].history: has 119 days, the first currency has 120: "
                + "a day is missing"
        )
    }

    @Test func aNullDay_namesItsPath() throws {
        let data = try Self.editRate(1) { rate in
            var history = rate["history"] as? [Any] ?? []
            history[7] = NSNull()
            rate["history"] = history
        }
        #expect(Fixture.loadError(data)?.hasPrefix("test.json: exchange_rates.rates[1].history[7]: ") == true)
    }

    @Test func aLastDayThatIsNotTheRate() throws {
        let data = try Self.editRate(4) { rate in
            var history = rate["history"] as? [Any] ?? []
            history[history.count - 1] = 9
            rate["history"] = history
        }
        #expect(
            Fixture.loadError(data) == "test.json: exchange_rates.rates[4].history[119]: the last day must equal rate")
    }

    @Test func wrongMinorUnits_andADuplicateCode() throws {
        let minor = try Fixture.document { try $0.edit("currencies", 0) { $0["minor_units"] = 3 } }
        #expect(Fixture.loadError(minor) == "test.json: currencies[0].minor_units: AED has 2 minor units, not 3")
        let duplicate = try Fixture.document { try $0.edit("currencies", 1) { $0["code"] = "AED" } }
        #expect(Fixture.loadError(duplicate) == "test.json: currencies[1].code: duplicate code \"AED\"")
    }
}
