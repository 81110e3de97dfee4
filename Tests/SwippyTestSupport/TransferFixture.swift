import Foundation
import SwippyData

/// A small wallet for the money rules and the Transfer flow: Asha (INR; Savings ₹10,000, Salary ₹500.50,
/// a blocked Joint, a locked Frozen; one beneficiary; a card with ₹242.33 due), Rahul (INR) and Emma (GBP).
/// Every user's transaction PIN is `pin`.
public enum TransferFixture {
    /// The transaction PIN of every fixture user.
    public static let pin = "592741"
    /// The time stamped on fixture transfers.
    public static let date = Date(timeIntervalSince1970: 1_795_000_000)

    /// The wallet.
    public static func wallet() -> WalletState {
        let hash = SecretHash.make(pin, salt: "00112233445566778899aabbccddeeff")
        func user(_ id: String, _ name: String, _ mobile: String, _ currency: String) -> User {
            User(
                id: id, name: name, mobile: mobile, email: "\(id)@example.in", address: "-", currency: currency,
                memberSince: date, loginPIN: hash, transferPIN: hash)
        }
        func account(
            _ id: String, _ user: String, _ name: String, _ balance: Decimal, _ currency: String = "INR",
            _ status: AccountStatus = .active
        ) -> BankAccount {
            BankAccount(
                id: id, userID: user, name: name, bankName: "HDFC Bank", number: "5010023456\(id.count)812",
                ifsc: "HDFC0000123", kind: "savings", currency: currency, balance: balance, status: status)
        }
        return WalletState(
            users: [
                user("u-asha", "Asha Rao", "9876543210", "INR"), user("u-rahul", "Rahul Mehta", "9123456780", "INR"),
                user("u-emma", "Emma Clarke", "9988776655", "GBP"),
            ],
            accounts: [
                account("a-savings", "u-asha", "Savings", 10_000), account("a-salary", "u-asha", "Salary", 500.50),
                account("a-joint", "u-asha", "Joint", 1_200, "INR", .blocked),
                account("a-frozen", "u-asha", "Frozen", 300, "INR", .locked),
                account("r-main", "u-rahul", "Savings", 1_000), account("e-main", "u-emma", "Current", 800, "GBP"),
            ],
            cards: [
                PaymentCard(
                    id: "c1", title: "Millennia Credit Card", number: "4386 2894 0012 3456", cardHolderName: "ASHA RAO",
                    type: "VISA", bankName: "HDFC Bank",
                    due: CardDue(id: "due_1", amount: 242.33, currency: "₹", state: .pending("due in 6 days")),
                    actions: [.payNow])
            ],
            beneficiaries: [
                Beneficiary(
                    id: "ben-priya", userID: "u-asha", name: "Priya Sharma", bankName: "State Bank of India",
                    accountNumber: "30012345678", ifsc: "SBIN0001234")
            ])
    }

    /// Reference data with a per-transfer limit and an external fee (in rupees), a three-branch directory, and one
    /// quote each for pounds and yen: 1 INR buys 0.01 GBP and 2 JPY, so a ₹5,000 limit is £50.00 for Emma and ¥10,000.
    public static func reference(perTransfer: Decimal = 5_000, fee: Decimal = 0) -> ReferenceData {
        ReferenceData(
            config: AppConfig(
                limits: TransferLimits(perTransfer: Money(perTransfer, "INR"), externalFee: Money(fee, "INR"))),
            ifscDirectory: [
                IFSCEntry(code: "HDFC0000123", bank: "HDFC Bank", branch: "Koramangala", city: "Bengaluru"),
                IFSCEntry(code: "HDFC0000060", bank: "HDFC Bank", branch: "Fort", city: "Mumbai"),
                IFSCEntry(code: "SBIN0001234", bank: "State Bank of India", branch: "Jayanagar", city: "Bengaluru"),
            ],
            currencies: [
                Currency(code: "INR", name: "Indian Rupee", symbol: "₹"),
                Currency(code: "GBP", name: "Pound", symbol: "£"),
            ],
            exchangeRates: ExchangeRates(
                base: "INR", asOf: date,
                rates: [
                    ExchangeRate(code: "GBP", rate: 0.01, history: []), ExchangeRate(code: "JPY", rate: 2, history: []),
                ]),
            support: SupportContacts(helpline: "1800", email: "help@example.in", hours: "always"))
    }

    /// The sum of every balance Swippy holds.
    public static func total(_ wallet: WalletState) -> Decimal {
        wallet.accounts.reduce(Decimal(0)) { $0 + $1.balance }
    }

    /// Asha's saved beneficiary.
    public static var priya: Beneficiary { wallet().beneficiaries[0] }
    /// Rahul, as a Swippy recipient.
    public static let rahul = SwippyRecipient(userID: "u-rahul", name: "Rahul Mehta", mobile: "9123456780")

    /// `count` debits on account "a", one a second from `date`: row `n` is "t-n" of `n + 1` rupees, reference "Rn".
    public static func numberedRows(_ count: Int) -> [Transaction] {
        (0..<count).map { number in
            Transaction(
                id: "t-\(number)", date: date + Double(number), accountID: "a", direction: .debit,
                amount: Decimal(number + 1), currency: "INR", counterparty: "P", category: "c", reference: "R\(number)")
        }
    }
}
