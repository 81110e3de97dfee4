import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData

@Suite("MockData: the credit settings and card additions")
struct CreditDataTests {
    @Test func theRealFile_hasTheCreditSettings_andSixStatementMonthsPerLine() throws {
        let data = try Fixture.mockData()
        #expect(
            data.reference.config.credit
                == CreditConfig(
                    cashWithdrawalCap: Money(50_000, "INR"), withdrawalFeePercent: 2.5,
                    withdrawalFeeMinimum: Money(250, "INR"),
                    withdrawalInterestMonthlyPercent: 3.5, loanRatePercent: 8.5, loanAmountMin: Money(100_000, "INR"),
                    loanAmountMax: Money(50_000_000, "INR"), maxEMISharePercent: 50))
        let lined = data.wallet.cards.filter { $0.creditLimit != nil }
        #expect(lined.count == 3)
        #expect(lined.allSatisfy { $0.statements?.count == 6 })
    }

    @Test func aCreditSettingOutOfRange_namesItsPath() throws {
        let data = try Fixture.document {
            guard var config = $0["config"] as? [String: Any], var credit = config["credit"] as? [String: Any] else {
                throw FixtureError("no config.credit")
            }
            credit["max_emi_share_percent"] = 150
            config["credit"] = credit
            $0["config"] = config
        }
        #expect(
            Fixture.loadError(data)
                == "test.json: config.credit.max_emi_share_percent: must be between 1 and 100, found 150")
    }

    @Test func withoutCreditSettings_theDefaultsApply() throws {
        let data = try Fixture.document {
            guard var config = $0["config"] as? [String: Any] else { throw FixtureError("no config") }
            config["credit"] = nil
            $0["config"] = config
        }
        #expect(Fixture.loadError(data) == nil)
    }
}
