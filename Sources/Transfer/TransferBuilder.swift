import Foundation
import SwippyCore
import SwippyData

/// Builds the Transfer flow: its first screen, from which the flow pushes its own steps.
@MainActor
public struct TransferBuilder {
    private let dependency: any TransferDependency

    /// A builder using `dependency`.
    public init(dependency: any TransferDependency) {
        self.dependency = dependency
    }

    /// The first step (choose the account to send from), ready to push on `navigator` above `origin`
    /// (the screen on top now); the flow pushes its later steps there. Cancel, and done on the result, are told
    /// to `listener` with `origin`, for the host to pop back to it.
    /// With `card`, the flow pays that card's due. With `ownAccountFrom`, the flow starts on the own-account step
    /// with that account as the source (`b` there leaves the flow), and `amount` prefilled (Enter keeps it) when
    /// given. With `prefill`, a repeated transfer.
    public func build(
        listener: any TransferListener, navigator: any ScreenNavigating, origin: (any Screen)?,
        payingCard card: WalletCard? = nil, ownAccountFrom sourceID: String? = nil, moving amount: Decimal? = nil,
        prefill: TransferPrefill? = nil
    ) -> any Screen {
        let interactor = TransferInteractor(
            repository: dependency.transferRepository, reference: dependency.transferReferenceData,
            identifiers: dependency.transferIdentifiers, zone: dependency.transferTimeZone,
            payingCard: card, ownAccountFrom: sourceID, moving: amount, prefill: prefill)
        let router = TransferRouter(interactor: interactor, navigator: navigator, listener: listener, origin: origin)
        return router.start()
    }
}
