import Foundation
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyData

@Suite("Config amounts name their currency, and meet money in another currency converted")
struct ConfigCurrencyTests {
    private static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    private static func configMoney(_ json: String) throws -> Money {
        try JSONDecoder().decode(ConfigMoney.self, from: Data(json.utf8)).money
    }

    private static func config(_ section: String, _ values: [String: Any]) throws -> Data {
        try Fixture.document {
            guard var config = $0["config"] as? [String: Any], var part = config[section] as? [String: Any] else {
                throw FixtureError("no config.\(section)")
            }
            for (key, value) in values { part[key] = value }
            config[section] = part
            $0["config"] = config
        }
    }

    @Test func theShippedFile_namesTheRupee() throws {
        let config = try Fixture.mockData().reference.config
        #expect(config.limits.perTransfer == Money(200_000, "INR"))
        #expect(config.limits.externalFee == Money(0, "INR"))
        #expect(config.credit.loanAmountMax == Money(50_000_000, "INR"))
    }

    @Test(arguments: [
        ("200000", Money(200_000, "INR")),
        ("{\"amount\": \"1832.40\", \"currency\": \"GBP\"}", Money(decimal("1832.4"), "GBP")),
        ("{\"amount\": 1500, \"currency\": \"USD\"}", Money(1_500, "USD")),
    ])
    func aConfigAmount_isABareRupeeNumber_orAnAmountWithItsCurrency(json: String, expected: Money) throws {
        #expect(try Self.configMoney(json) == expected)
    }

    @Test(arguments: [
        "{\"amount\": \"200000\", \"currency\": \"inr\"}",
        "{\"amount\": \"1e5\", \"currency\": \"INR\"}",
        "{\"amount\": \"-5\", \"currency\": \"INR\"}",
        "{\"amount\": \"1.00000000000000000000000000000000000001\", \"currency\": \"INR\"}",
        "{\"amount\": \"1,000\", \"currency\": \"INR\"}",
        "{\"amount\": \"200000\"}",
        "\"200000\"",
    ])
    func aMalformedConfigAmount_isRefused(json: String) {
        #expect(throws: (any Error).self) { try Self.configMoney(json) }
    }

    @Test func anOldFile_withBareNumbers_stillLoads_asRupees() throws {
        let limits = try Self.config("limits", ["per_transfer": 150_000, "external_fee": 5])
        let data = try MockDataLoader.decode(limits, file: "old.json")
        #expect(data.reference.config.limits.perTransfer == Money(150_000, "INR"))
        #expect(data.reference.config.limits.externalFee == Money(5, "INR"))
        let credit = try Self.config("credit", ["cash_withdrawal_cap": 40_000, "loan_amount_min": 200_000])
        let loaded = try MockDataLoader.decode(credit, file: "old.json").reference.config.credit
        #expect(loaded.cashWithdrawalCap == Money(40_000, "INR"))
        #expect(loaded.loanAmountMin == Money(200_000, "INR"))
    }

    @Test func aLimitInACurrencyWithoutAQuote_isRefused_namingThePath() throws {
        let data = try Self.config("limits", ["per_transfer": ["amount": "5000", "currency": "XTS"]])
        #expect(
            Fixture.loadError(data) == "test.json: config.limits.per_transfer.currency: \"XTS\" has no exchange rate")
        let yen = try Self.config("limits", ["per_transfer": ["amount": "5000.5", "currency": "JPY"]])
        #expect(
            Fixture.loadError(yen)
                == "test.json: config.limits.per_transfer: 5000.5 has more decimals than JPY allows (0)")
        let loans = try Self.config("credit", ["loan_amount_max": ["amount": "5000000", "currency": "GBP"]])
        #expect(
            Fixture.loadError(loans)
                == "test.json: config.credit.loan_amount_max.currency: must be loan_amount_min's currency, INR")
    }

    // MARK: - Applied in another currency (fixture: 1 INR buys 0.01 GBP)

    @Test func theTransferLimit_isConverted_andTheRefusalNamesBothFigures() {
        let ledger = Ledger(reference: TransferFixture.reference(perTransfer: 200_000))
        #expect(ledger.perTransferLimit(in: "GBP")?.text == "£2,000.00 (₹2,00,000.00)")
        #expect(ledger.perTransferLimit(in: "INR")?.text == "₹2,00,000.00")
        #expect(ledger.limitFailure(2_000, currency: "GBP") == nil)
        #expect(
            ledger.limitFailure(Self.decimal("2000.01"), currency: "GBP")?.message
                == "Limit exceeded: one transfer can move at most £2,000.00 (₹2,00,000.00).")
        #expect(
            ledger.limitFailure(200_001, currency: "INR")?.message
                == "Limit exceeded: one transfer can move at most ₹2,00,000.00.")
        #expect(
            ledger.limitFailure(1, currency: "CHF")?.message
                == "No exchange rate for CHF: the per-transfer limit (₹2,00,000.00) cannot be applied to it.")
    }

    @Test func theExternalFee_isChargedInTheSendersCurrency() {
        let ledger = Ledger(reference: TransferFixture.reference(fee: 500))
        #expect(ledger.fee(for: .beneficiary(TransferFixture.priya), currency: "GBP") == 5)
        #expect(ledger.fee(for: .beneficiary(TransferFixture.priya), currency: "INR") == 500)
    }

    @Test func theCreditTerms_inPounds_areConvertedOnce() throws {
        let terms = try #require(Ledger(reference: TransferFixture.reference()).creditTerms(in: "GBP"))
        #expect(terms.cashWithdrawalCap.text == "£500.00 (₹50,000.00)")
        #expect(terms.loanRangeText == "£1,000.00 (₹1,00,000.00) to £500,000.00 (₹5,00,00,000.00)")
        #expect(
            terms.withdrawalRule
                == "Fee 2.5% (at least £2.50 (₹250.00)); interest 3.5% a month from the day of the "
                + "withdrawal until repaid."
        )
        #expect(terms.withdrawalFee(on: 50) == Self.decimal("2.5"))
        #expect(terms.withdrawalFee(on: 400) == 10)
        #expect(
            LoanRules.amount(999, terms: terms).failureMessage
                == "A home loan is £1,000.00 (₹1,00,000.00) to £500,000.00 (₹5,00,00,000.00).")
        #expect(LoanRules.amount(1_000, terms: terms).failureMessage == nil)
    }

    @Test func theShippedQuotes_giveEmmaHerLimitInPounds() throws {
        let reference = try Fixture.mockData().reference
        let limit = try #require(Ledger(reference: reference).perTransferLimit(in: "GBP"))
        let inr = try #require(reference.exchangeRates.quote("INR"))
        let gbp = try #require(reference.exchangeRates.quote("GBP"))
        var exact = 200_000 * gbp / inr
        var pence = Decimal()
        NSDecimalRound(&pence, &exact, 2, .plain)
        #expect(limit.money == Money(pence, "GBP"))
        #expect(limit.text.hasSuffix(" (₹2,00,000.00)"))
        #expect(limit.text.hasPrefix("£1,"))
    }
}
