import Foundation
import SwippyData
import SwippyTestSupport
import Testing

/// Issue 9, finding 2: money sent to an account number Swippy holds must land in that account.
@Suite("Ledger: every account Swippy holds is credited")
struct LedgerRoutingTests {
    let ledger = Ledger(reference: TransferFixture.reference(fee: 5))

    /// The fixture wallet with Emma's account given a number of its own.
    var wallet: WalletState {
        var wallet = TransferFixture.wallet()
        if let emma = wallet.accounts.firstIndex(where: { $0.id == "e-main" }) {
            wallet.accounts[emma].number = "7001002003"
        }
        return wallet
    }

    func send(_ payee: Payee, in wallet: inout WalletState) -> TransferSubmission {
        let order = TransferOrder(sourceID: "a-savings", payee: payee, amount: 100, note: "", requestID: "REQ-1")
        return ledger.send(
            order, pin: TransferFixture.pin, userID: "u-asha", date: TransferFixture.date,
            newReference: { "REF-1" }, in: &wallet)
    }

    func balance(_ id: String, _ wallet: WalletState) -> Decimal? {
        wallet.accounts.first { $0.id == id }?.balance
    }

    @Test func aNewAccountThatIsAnotherUsersHeldAccount_creditsThatAccount() {
        var wallet = wallet
        let before = TransferFixture.total(wallet)

        let result = send(
            .newAccount(NewAccountDetails(name: "Rahul", accountNumber: "50100234566812", ifsc: "hdfc0000123")),
            in: &wallet)

        guard case .finished(.sent) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(balance("r-main", wallet) == 1_100)
        #expect(balance("a-savings", wallet) == 9_895)
        #expect(TransferFixture.total(wallet) == before - 5)
        #expect(
            wallet.transactions.contains {
                $0.accountID == "r-main" && $0.direction == .credit && $0.counterparty == "Asha Rao"
            })
    }

    @Test func aBeneficiaryThatIsTheSendersOwnAccount_creditsIt() {
        var wallet = wallet
        let own = Beneficiary(
            id: "ben-own", userID: "u-asha", name: "Me", bankName: "HDFC Bank",
            accountNumber: "50100234568812", ifsc: "HDFC0000123")

        _ = send(.beneficiary(own), in: &wallet)

        #expect(balance("a-salary", wallet) == 600.50)
        #expect(
            wallet.transactions.contains { $0.accountID == "a-salary" && $0.counterparty == "Savings (own account)" })
    }

    @Test func aHeldAccountThatCannotReceive_isRefusedAndNothingMoves() {
        for (number, reason) in [("50100234567812", "blocked"), ("50100234569812", "same")] {
            var wallet = wallet
            let ifsc = "HDFC0000123"
            let result = send(.newAccount(NewAccountDetails(name: "X", accountNumber: number, ifsc: ifsc)), in: &wallet)
            switch (result, reason) {
            case (.finished(.refused(.recipientNotFound)), "blocked"), (.finished(.refused(.invalidInput)), "same"):
                break
            default:
                Issue.record("\(number): \(result)")
            }
            #expect(wallet.accounts == self.wallet.accounts)
        }
    }

    @Test func aHeldAccountInAnotherCurrency_receivesTheAmountConvertedByTheOneRule() {
        var wallet = wallet
        let result = send(
            .newAccount(NewAccountDetails(name: "Emma", accountNumber: "7001002003", ifsc: "HDFC0000123")), in: &wallet)
        guard case .finished(.sent(let receipt)) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(receipt.received == Money(1, "GBP"), "₹100 at 1 INR = 0.01 GBP")
        #expect(balance("e-main", wallet) == 801)
        #expect(balance("a-savings", wallet) == Decimal(9_895), "the amount and the other-bank fee left")
    }

    @Test func anAccountSwippyDoesNotHold_takesTheMoneyOutOfTheSystem() {
        var wallet = wallet
        let before = TransferFixture.total(wallet)
        _ = send(
            .newAccount(NewAccountDetails(name: "Anil", accountNumber: "123456789012", ifsc: "HDFC0000060")),
            in: &wallet)
        #expect(TransferFixture.total(wallet) == before - 105)
        #expect(Ledger.heldAccount(number: "123456789012", ifsc: "HDFC0000060", in: wallet) == nil)
    }
}
