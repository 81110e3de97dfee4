import Dispute
import PaymentCards
import SwippyCore
import SwippyData

extension AppRouter {
    /// The "Disputes and support" menu.
    func buildDispute() -> any Screen {
        Trace.built(disputeBuilder()) { $0.build(navigator: navigator) }
    }

    private func disputeBuilder() -> DisputeBuilder {
        DisputeBuilder(dependency: component.dispute)
    }
}

/// PaymentCards offers the card services on a card's screen; the Dispute module carries them out.
extension AppRouter {
    func paymentCardsDidRequestBlock(for card: WalletCard) {
        Trace.listener()
        navigator.push(
            Trace.built(disputeBuilder()) { $0.buildBlockCard(position: card.position, navigator: navigator) })
    }

    func paymentCardsDidRequestActivationChange(for card: WalletCard) {
        Trace.listener()
        navigator.push(
            Trace.built(disputeBuilder()) { $0.buildCardActivation(position: card.position, navigator: navigator) })
    }
}
