import Foundation
import SwippyData

/// The fixture wallet with a credit line on Asha's card: limit ₹1,00,000, ₹20,000 in use, ₹242.33 due.
public enum CreditFixture {
    /// The wallet, with `used` in use on the line.
    public static func wallet(used: Decimal = 20_000) -> WalletState {
        var wallet = TransferFixture.wallet()
        wallet.cards[0].creditLimit = 100_000
        wallet.cards[0].creditUsed = used
        return wallet
    }

    /// A ledger whose per-transfer limit (₹2,00,000) leaves the line's own limits to decide.
    public static let ledger = Ledger(reference: TransferFixture.reference(perTransfer: 200_000))

    /// A withdrawal or repayment on Asha's card and `account`.
    public static func order(
        _ kind: CreditOrder.Kind, _ amount: Decimal, account: String = "a-savings", request: String = "r1"
    ) -> CreditOrder {
        CreditOrder(kind: kind, cardPosition: 0, accountID: account, amount: amount, requestID: request)
    }

    /// `order` confirmed with `pin` and carried out on `wallet` for Asha.
    public static func submit(_ order: CreditOrder, pin: String = TransferFixture.pin, in wallet: inout WalletState)
        -> TransferSubmission
    {
        var counter = 0
        return ledger.submit(
            order, pin: pin, userID: "u-asha", date: TransferFixture.date,
            newReference: {
                counter += 1
                return "SWC\(counter)"
            }, in: &wallet)
    }
}
