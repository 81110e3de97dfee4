import Foundation
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

/// Asha (9876543210) pays Rahul (9123456780) ₹250 by mobile: each side's transaction keeps the other's mobile,
/// and History's search finds it however the mobile is typed, on the plain walk and on the engine's index.
@Suite("Phones on payments between Swippy users")
struct PaymentMobileTests {
    static func paid() throws -> WalletState {
        var wallet = TransferFixture.wallet()
        let order = TransferOrder(
            sourceID: "a-savings", payee: .swippyUser(TransferFixture.rahul), amount: 250, note: "Lunch",
            requestID: "r1")
        let result = Ledger(reference: TransferFixture.reference()).send(
            order, pin: TransferFixture.pin, userID: "u-asha", date: TransferFixture.date, newReference: { "PAY-1" },
            in: &wallet)
        guard case .finished(.sent) = result else { throw FixtureError("not sent: \(result)") }
        return wallet
    }

    @Test func eachSide_recordsTheOthersMobile() throws {
        let wallet = try Self.paid()
        let debit = try #require(wallet.transactions.first { $0.id == "PAY-1-D" })
        let credit = try #require(wallet.transactions.first { $0.id == "PAY-1-C" })
        #expect(debit.counterpartyMobile == "9123456780")
        #expect(credit.counterpartyMobile == "9876543210")
    }

    @Test func aPaymentToABankAccount_recordsNoMobile() throws {
        var wallet = TransferFixture.wallet()
        let order = TransferOrder(
            sourceID: "a-savings", payee: .beneficiary(TransferFixture.priya), amount: 250, note: "", requestID: "r1")
        _ = Ledger(reference: TransferFixture.reference()).send(
            order, pin: TransferFixture.pin, userID: "u-asha", date: TransferFixture.date, newReference: { "PAY-2" },
            in: &wallet)
        #expect(wallet.transactions.first { $0.id == "PAY-2-D" }?.counterpartyMobile == nil)
    }

    @Test(arguments: [
        ("9123456780", true), ("6780", true), ("+91 91234 56780", true), ("91234 56780", true), ("091234-56780", true),
        ("919123456780", true), ("9123456781", false), ("5555", false),
    ])
    func search_findsTheMobile_howeverTyped(typed: String, found: Bool) throws {
        let wallet = try Self.paid()
        for indexed in [false, true] {
            let query = TransactionQuery(
                userID: "u-asha", wallet: wallet, reference: TransferFixture.reference(),
                indexedBy: indexed ? ColumnIndex.init : nil)
            var filter = TransactionFilter()
            filter.search = typed
            #expect(query.run(filter).map(\.id) == (found ? ["PAY-1-D"] : []), "indexed: \(indexed)")
        }
    }

    @Test func thePayee_findsThePayer_byTheirMobile() throws {
        let query = TransactionQuery(
            userID: "u-rahul", wallet: try Self.paid(), reference: TransferFixture.reference(),
            indexedBy: ColumnIndex.init)
        var filter = TransactionFilter()
        filter.search = "+91 98765 43210"
        #expect(query.run(filter).map(\.id) == ["PAY-1-C"])
    }
}
