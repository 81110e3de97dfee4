import Foundation
import SwippyCore
import SwippyData
import Transfer

extension AppRouter: TransferListener {
    /// The Transfer flow, started above the current top screen (where it returns when it is over).
    /// With `card`, it pays that card's due; with `sourceID`, it moves money from that own account; with
    /// `prefill`, it repeats a transfer.
    func buildTransfer(
        payingCard card: WalletCard? = nil, ownAccountFrom sourceID: String? = nil, moving amount: Decimal? = nil,
        prefill: TransferPrefill? = nil
    ) -> any Screen {
        Trace.built(TransferBuilder(dependency: component.transfer)) {
            $0.build(
                listener: self, navigator: navigator, origin: navigator.top, payingCard: card,
                ownAccountFrom: sourceID, moving: amount, prefill: prefill)
        }
    }

    /// The user cancelled the transfer: its screens come off the stack, back to where it started.
    func transferDidCancel(returningTo origin: any Screen) {
        Trace.listener()
        navigator.pop(to: origin)
    }

    /// The user is done with the transfer's result: it comes off the stack, back to where the flow started.
    func transferDidFinish(returningTo origin: any Screen) {
        Trace.listener()
        navigator.pop(to: origin)
    }
}
