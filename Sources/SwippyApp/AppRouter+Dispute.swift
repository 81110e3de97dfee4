import Dispute
import PaymentCards
import SwippyCore
import SwippyData

extension AppRouter {
    /// The "Disputes and support" menu.
    func buildDispute() -> any Screen {
        disputeBuilder().build(navigator: navigator)
    }

    private func disputeBuilder() -> DisputeBuilder {
        DisputeBuilder(dependency: component.dispute)
    }
}

/// PaymentCards offers the card services on a card's screen; the Dispute module carries them out.
extension AppRouter {
    func paymentCardsDidRequestBlock(for card: WalletCard) {
        navigator.push(disputeBuilder().buildBlockCard(position: card.position, navigator: navigator))
    }

    func paymentCardsDidRequestActivationChange(for card: WalletCard) {
        navigator.push(disputeBuilder().buildCardActivation(position: card.position, navigator: navigator))
    }
}
