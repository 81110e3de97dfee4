import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport

@testable import PaymentCards

/// "Add card" over the fixture wallet with the real `Ledger` rules; the clock reads 22 Nov 2026. Counts saves.
@MainActor
final class FakeAddCardRepository: AddCardRepository {
    var wallet = TransferFixture.wallet()
    let ledger = Ledger(reference: TransferFixture.reference())
    private(set) var saveCount = 0

    func cardBanks() -> [String] { ledger.cardBanks }
    func now() -> Date { Date(timeIntervalSince1970: 1_795_340_000) }
    func duplicateRefusal(lastFour: String, bank: String) -> String? {
        Ledger.duplicateCardRefusal(lastFour: lastFour, bank: bank, userID: "u-asha", in: wallet)?.message
    }
    func duplicateRefusal(number: CardNumber) -> String? {
        Ledger.duplicateCardRefusal(number: number, userID: "u-asha", in: wallet)?.message
    }
    func addCard(_ details: NewCardDetails) throws -> Result<PaymentCard, TransferFailure> {
        saveCount += 1
        return ledger.addCard(details, userID: "u-asha", in: &wallet)
    }
}

/// A dependency that offers "Add card".
@MainActor
final class FakeAddingDependency: PaymentCardsDependency {
    let repository = FakePaymentCardsRepository()
    let adding = FakeAddCardRepository()
    var paymentCardsRepository: any PaymentCardsRepository { repository }
    var paymentCardsPageSize: Int { 6 }
    var paymentCardsTimeZone: TimeZone { SwippyDate.utc }
    var addCardRepository: (any AddCardRepository)? { adding }
}
