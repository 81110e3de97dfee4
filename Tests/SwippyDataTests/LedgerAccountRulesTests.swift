import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Ledger: account intents (add, rename, close, deposit, withdraw)")
struct LedgerAccountRulesTests {
    let ledger = Ledger(reference: TransferFixture.reference(perTransfer: 5_000))
    let date = TransferFixture.date

    @Test func adding_withoutAName_takesTheLowestFreeAccountNumber() throws {
        var wallet = TransferFixture.wallet()
        let first = try ledger.addAccount(name: "", currency: "INR", userID: "u-asha", in: &wallet).get()
        let second = try ledger.addAccount(name: "  ", currency: "GBP", userID: "u-asha", in: &wallet).get()
        #expect(first.name == "Account 1")
        #expect(second.name == "Account 2")
        #expect(second.currency == "GBP")
        #expect(second.balance == 0 && second.status == .active)
        _ = try ledger.rename(accountID: first.id, to: "Travel", userID: "u-asha", in: &wallet).get()
        #expect(Ledger.defaultAccountName(userID: "u-asha", in: wallet) == "Account 1")
        #expect(Ledger.defaultAccountName(userID: "u-rahul", in: wallet) == "Account 1")
        #expect(
            first.number != second.number && !TransferFixture.wallet().accounts.contains { $0.number == first.number })
    }

    @Test func adding_refusesATakenName_anyCase_aLongName_andAnUnknownCurrency() {
        var wallet = TransferFixture.wallet()
        let before = wallet
        #expect(
            ledger.addAccount(name: "savings", currency: "INR", userID: "u-asha", in: &wallet).failureMessage
                == "You already have an account named savings. Choose another name.")
        #expect(
            ledger.addAccount(name: String(repeating: "x", count: 41), currency: "INR", userID: "u-asha", in: &wallet)
                .failureMessage == "An account name has at most 40 characters; this one has 41.")
        #expect(
            ledger.addAccount(name: "Trip", currency: "XYZ", userID: "u-asha", in: &wallet).failureMessage
                == "Choose a currency from the list.")
        #expect(wallet == before)
        #expect((try? ledger.addAccount(name: "Salary", currency: "INR", userID: "u-rahul", in: &wallet).get()) != nil)
    }

    @Test func renaming_keepsItsOwnName_andRefusesAnotherAccountsName() throws {
        var wallet = TransferFixture.wallet()
        #expect(
            try ledger.rename(accountID: "a-savings", to: "SAVINGS", userID: "u-asha", in: &wallet).get().name
                == "SAVINGS")
        #expect(
            ledger.rename(accountID: "a-savings", to: "salary", userID: "u-asha", in: &wallet).failureMessage
                == "You already have an account named salary. Choose another name.")
        #expect(
            ledger.rename(accountID: "a-savings", to: "", userID: "u-asha", in: &wallet).failureMessage
                == "An account name has 1 to 40 characters.")
        #expect(
            ledger.rename(accountID: "r-main", to: "Mine", userID: "u-asha", in: &wallet).failureMessage
                == "That account is no longer open in your wallet.")
    }

    @Test func closing_aFundedAccount_isRefusedWithTheAmount_anEmptyOneCloses() throws {
        var wallet = TransferFixture.wallet()
        #expect(
            ledger.close(accountID: "a-salary", userID: "u-asha", in: &wallet).failureMessage
                == "Move ₹500.50 out first: Salary still holds it.")
        _ = try ledger.withdraw(
            Decimal(string: "500.50") ?? 0, from: "a-salary", userID: "u-asha", date: date, in: &wallet
        ).get()
        #expect(try ledger.close(accountID: "a-salary", userID: "u-asha", in: &wallet).get().status == .closed)
        let closed = try #require(wallet.accounts.first { $0.id == "a-salary" })
        #expect(
            Ledger.source(closed).failureMessage == "Salary is closed: money cannot leave it. Choose another account.")
        #expect(
            ledger.deposit(10, into: "a-salary", from: "Bank transfer", userID: "u-asha", date: date, in: &wallet)
                .failureMessage == "That account is no longer open in your wallet.")
        #expect(Ledger.defaultAccountName(userID: "u-asha", in: wallet) == "Account 1")
        #expect(try Ledger.accountName("Salary", userID: "u-asha", in: wallet).get() == "Salary")
    }

    @Test func aDefaultName_isNeverAClosedAccountsName() throws {
        var wallet = TransferFixture.wallet()
        let first = try ledger.addAccount(name: "", currency: "INR", userID: "u-asha", in: &wallet).get()
        #expect(first.name == "Account 1")
        _ = try ledger.close(accountID: first.id, userID: "u-asha", in: &wallet).get()

        let second = try ledger.addAccount(name: "", currency: "INR", userID: "u-asha", in: &wallet).get()

        #expect(second.name == "Account 2", "Account 1 is closed but still listed with its history")
        let names = wallet.accounts(of: "u-asha").map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func deposit_andWithdrawal_recordLinkedTransactions() throws {
        var wallet = TransferFixture.wallet()
        let credit = try ledger.deposit(
            250, into: "a-savings", from: "Bank transfer", userID: "u-asha", date: date, in: &wallet
        ).get()
        let debit = try ledger.withdraw(100, from: "a-savings", userID: "u-asha", date: date, in: &wallet).get()
        #expect(wallet.accounts[0].balance == 10_150)
        #expect(
            credit.accountID == "a-savings" && credit.direction == .credit && credit.counterparty == "Bank transfer")
        #expect(debit.accountID == "a-savings" && debit.direction == .debit && debit.category == "withdrawal")
        #expect(credit.id != debit.id && credit.reference != debit.reference)
        #expect(wallet.history(ofAccount: "a-savings").map(\.id) == [debit.id, credit.id])
    }

    @Test func aWithdrawalOverTheBalance_isRefusedWithTheBalance_neverClamped() {
        var wallet = TransferFixture.wallet()
        let before = wallet
        #expect(
            ledger.withdraw(Decimal(string: "500.51") ?? 0, from: "a-salary", userID: "u-asha", date: date, in: &wallet)
                .failureMessage == "Insufficient balance: Salary has ₹500.50 available.")
        #expect(
            ledger.withdraw(10, from: "a-joint", userID: "u-asha", date: date, in: &wallet).failureMessage
                == "Joint is blocked: money cannot leave it. Choose another account.")
        #expect(
            ledger.deposit(5_001, into: "a-savings", from: "Bank transfer", userID: "u-asha", date: date, in: &wallet)
                .failureMessage == "Limit exceeded: one transfer can move at most ₹5,000.00.")
        #expect(wallet == before)
    }

    static let typed: [(String, String, String?)] = [
        ("", "INR", "Enter an amount, for example 1500 or 1500.50."),
        ("abc", "INR", "An amount has digits and at most one decimal point, for example 1500.50."),
        ("-5", "INR", "The amount cannot be negative."),
        ("0", "INR", "The amount must be more than 0."),
        ("1.234", "INR", "Use at most 2 decimal places."),
        ("1.5", "JPY", "JPY has no minor units; type a whole number."),
        ("1.50", "INR", nil),
        ("1500", "JPY", nil),
    ]

    @Test(arguments: typed)
    func aTypedDeposit_followsTheTransferAmountRules(_ text: String, currency: String, message: String?) {
        let account = BankAccount(
            id: "x", userID: "u", name: "X", bankName: "B", number: "1", ifsc: "I", kind: "savings", currency: currency,
            balance: 0)
        #expect(ledger.depositAmount(text, into: account).failureMessage == message)
    }

    @Test func history_putsSameSecondTransactionsNewestRecordedFirst() throws {
        var wallet = TransferFixture.wallet()
        for amount in [1, 2, 3] as [Decimal] {
            _ = try ledger.deposit(
                amount, into: "a-savings", from: "Bank transfer", userID: "u-asha", date: date, in: &wallet
            ).get()
        }
        #expect(wallet.history(ofAccount: "a-savings").map(\.amount) == [3, 2, 1])
    }
}

extension Result {
    /// The failure's one line, nil on success.
    var failureMessage: String? {
        guard case .failure(let error) = self else { return nil }
        return (error as? TransferFailure)?.message ?? "\(error)"
    }
}
