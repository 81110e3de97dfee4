import Dispute
import PaymentCards
import SwippyCore
import SwippyData

extension AppRouter: DisputeListener {
    /// The "Disputes and support" menu.
    func buildDispute() -> any Screen {
        Trace.built(disputeBuilder()) { $0.build(listener: self, navigator: navigator) }
    }

    /// Dispute's raise flow for the transaction with `id` (History's "dispute").
    func buildDisputeRaise(forTransaction id: String) -> any Screen {
        Trace.built(disputeBuilder()) { $0.buildRaise(forTransaction: id, listener: self, navigator: navigator) }
    }

    /// The user stepped back from Dispute's first screen: its last screen goes, back to what opened it.
    func disputeDidFinish() {
        Trace.listener()
        navigator.pop()
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
            Trace.built(disputeBuilder()) {
                $0.buildBlockCard(position: card.position, listener: self, navigator: navigator)
            })
    }

    func paymentCardsDidRequestActivationChange(for card: WalletCard) {
        Trace.listener()
        navigator.push(
            Trace.built(disputeBuilder()) {
                $0.buildCardActivation(position: card.position, listener: self, navigator: navigator)
            })
    }
}
