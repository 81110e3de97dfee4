import PaymentCards
import SwippyCore
import SwippyData

extension AppRouter {
    /// The PaymentCards list, wired to this router.
    func buildPaymentCards() -> any Screen {
        Trace.built(PaymentCardsBuilder(dependency: component.paymentCards)) {
            $0.build(listener: self, navigator: navigator)
        }
    }
}

extension AppRouter: PaymentCardsListener {
    func paymentCardsDidRequestPayment(for card: WalletCard) {
        Trace.listener()
        navigator.push(buildTransfer(payingCard: card))
    }
}
