import Foundation
import SwippyCore
import SwippyData

@testable import PaymentCards

/// Records the requests sent up to the host.
@MainActor
final class FakePaymentCardsListener: PaymentCardsListener {
    private(set) var requestedCards: [WalletCard] = []
    private(set) var blockRequests: [WalletCard] = []
    private(set) var activationRequests: [WalletCard] = []

    func paymentCardsDidRequestPayment(for card: WalletCard) { requestedCards.append(card) }
    func paymentCardsDidRequestBlock(for card: WalletCard) { blockRequests.append(card) }
    func paymentCardsDidRequestActivationChange(for card: WalletCard) { activationRequests.append(card) }
}
