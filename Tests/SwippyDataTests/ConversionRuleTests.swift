import Foundation
import SwippyData
import SwippyTestSupport
import Testing

/// The one conversion rule at the data's USD quotes: what arrives is rounded down to the receiver's minor unit, so
/// no round trip gains; an amount that would arrive as nothing is refused in words, before the PIN and again when
/// the money moves; moves between one's own accounts convert like sends by phone.
@Suite("Ledger: one conversion rule for every movement across currencies")
struct ConversionRuleTests {
    /// The shipped data's quotes (units per US dollar).
    static let rates = ExchangeRates(
        base: "USD", asOf: TransferFixture.date,
        rates: [
            ExchangeRate(code: "INR", rate: Decimal(string: "82.8706389326") ?? 0, history: []),
            ExchangeRate(code: "GBP", rate: Decimal(string: "0.7880169056100934") ?? 0, history: []),
            ExchangeRate(code: "JPY", rate: Decimal(string: "149.62103256811386") ?? 0, history: []),
            ExchangeRate(code: "KWD", rate: Decimal(string: "0.3074") ?? 0, history: []),
        ])

    static var ledger: Ledger {
        var reference = TransferFixture.reference(perTransfer: 200_000)
        reference.exchangeRates = rates
        reference.currencies.append(Currency(code: "JPY", name: "Japanese Yen", symbol: "¥"))
        return Ledger(reference: reference)
    }

    static func send(
        _ amount: Decimal, from source: String, by user: String, to payee: Payee, in wallet: inout WalletState
    ) -> TransferSubmission {
        let serial = wallet.transactions.count
        let order = TransferOrder(sourceID: source, payee: payee, amount: amount, note: "", requestID: "r-\(serial)")
        return ledger.send(
            order, pin: TransferFixture.pin, userID: user, date: TransferFixture.date, newReference: { "FX-\(serial)" },
            in: &wallet)
    }

    /// An exact amount from its text (a literal like 1.06 would pass through Double).
    static func exact(_ text: String) -> Decimal { Decimal(string: text) ?? -1 }

    static let emma = SwippyRecipient(userID: "u-emma", name: "Emma Clarke", mobile: "9988776655")
    static let asha = SwippyRecipient(userID: "u-asha", name: "Asha Rao", mobile: "9876543210")

    static func balance(_ id: String, _ wallet: WalletState) -> Decimal {
        wallet.accounts.first { $0.id == id }?.balance ?? -1
    }

    @Test func theIssuesRoundTrip_neverMakesMoney() {
        var wallet = TransferFixture.wallet()
        let before = wallet
        // ₹0.53 is £0.00504: it would arrive as nothing, so it is refused and nothing moves.
        #expect(
            Self.send(Self.exact("0.53"), from: "a-savings", by: "u-asha", to: .swippyUser(Self.emma), in: &wallet)
                == .finished(.refused(.invalidInput("₹0.53 is less than £0.01 at today's rate."))))
        var expected = before
        expected.security = wallet.security
        #expect(wallet == expected, "a refusal leaves the wallet equal")
        for _ in 0..<3 {
            _ = Self.send(Self.exact("1.06"), from: "a-savings", by: "u-asha", to: .swippyUser(Self.emma), in: &wallet)
            _ = Self.send(Self.exact("0.01"), from: "e-main", by: "u-emma", to: .swippyUser(Self.asha), in: &wallet)
        }
        // ₹1.06 is £0.01008 → £0.01; £0.01 is ₹1.0516 → ₹1.05: each trip costs Asha one paisa, Emma nothing.
        #expect(Self.balance("a-savings", wallet) == Self.exact("9999.97"))
        #expect(Self.balance("e-main", wallet) == 800)
    }

    @Test func anAmountThatArrivesAsNothing_isRefusedBeforeThePIN_inWords() throws {
        let savings = try #require(TransferFixture.wallet().accounts.first { $0.id == "a-savings" })
        #expect(
            Self.ledger.amount("0.50", source: savings, fee: 0, due: nil, receiving: "GBP")
                == .failure(.invalidInput("₹0.50 is less than £0.01 at today's rate.")))
        #expect(
            Self.ledger.amount("1.06", source: savings, fee: 0, due: nil, receiving: "GBP")
                == .success(Self.exact("1.06")))
        #expect(
            Self.ledger.amount("0.50", source: savings, fee: 0, due: nil, receiving: "JPY")
                == .failure(.invalidInput("₹0.50 is less than ¥1 at today's rate.")))
        #expect(
            Self.ledger.amount("0.50", source: savings, fee: 0, due: nil) == .success(Self.exact("0.5")),
            "same currency")
        #expect(
            Self.ledger.arrival(of: 5, from: "INR", to: "XYZ")
                == .failure(
                    .currencyMismatch("There is no exchange rate from INR to XYZ: the money cannot be converted.")))
    }

    @Test func aMoveBetweenOwnAccountsInDifferentCurrencies_convertsByTheSameRule() throws {
        var wallet = TransferFixture.wallet()
        let yen = try Self.ledger.addAccount(name: "Yen", currency: "JPY", userID: "u-asha", in: &wallet).get()

        let result = Self.send(100, from: "a-savings", by: "u-asha", to: .ownAccount(id: yen.id), in: &wallet)

        guard case .finished(.sent(let receipt)) = result else {
            Issue.record("\(result)")
            return
        }
        // ₹100 × 149.621… / 82.870… = ¥180.55 → ¥180 (down, never up).
        #expect(receipt.amount == Money(100, "INR"))
        #expect(receipt.received == Money(180, "JPY"))
        #expect(Self.balance(yen.id, wallet) == 180)
        #expect(Self.balance("a-savings", wallet) == 9_900)
        let credit = try #require(wallet.transactions.first { $0.accountID == yen.id })
        #expect((credit.amount, credit.currency) == (180, "JPY"))
        #expect(
            CurrencyQuote(100, from: "INR", to: "JPY", rates: Self.rates)?.received == receipt.received,
            "the confirm screen's quote is the amount that arrives")
    }

    static let pairs: [(String, String)] = [
        ("INR", "GBP"), ("GBP", "INR"), ("INR", "JPY"), ("JPY", "INR"), ("GBP", "KWD"), ("KWD", "JPY"),
    ]

    @Test(arguments: pairs)
    func aRoundTrip_neverReturnsMoreThanWasSent(_ from: String, _ to: String) throws {
        var generator = SeededGenerator(seed: 36)
        let places = Currency.decimalPlaces(of: from)
        for _ in 0..<2_000 {
            var amount = Decimal(Int.random(in: 1...2_000_000, using: &generator))
            for _ in 0..<places { amount /= 10 }
            guard let there = Self.rates.delivered(amount, from: from, to: to), there > 0 else { continue }
            let back = try #require(Self.rates.delivered(there, from: to, to: from))
            #expect(back <= amount, "\(amount) \(from) → \(there) \(to) → \(back) \(from)")
            let value = try #require(Self.rates.convert(there, from: to, to: from))
            #expect(value <= amount, "what arrives is never worth more than what left")
        }
    }
}
