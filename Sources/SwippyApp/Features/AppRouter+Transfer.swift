import SwippyCore
import SwippyData
import Transfer

extension AppRouter {
    /// The Transfer flow, started above the current top screen (where cancel returns).
    /// With `card`, it pays that card's due.
    func buildTransfer(payingCard card: WalletCard? = nil) -> any Screen {
        Trace.built(TransferBuilder(dependency: component.transfer)) {
            $0.build(
                navigator: navigator, origin: navigator.top, payingCard: card)
        }
    }
}
