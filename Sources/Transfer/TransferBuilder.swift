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
    /// (the screen on top now). Cancel, and done on the result, return to `origin`.
    /// With `card`, the flow pays that card's due.
    public func build(navigator: any ScreenNavigating, origin: (any Screen)?, payingCard card: WalletCard? = nil) -> any Screen {
        let interactor = TransferInteractor(
            repository: dependency.transferRepository, reference: dependency.transferReferenceData,
            identifiers: dependency.transferIdentifiers, payingCard: card)
        return TransferRouter(interactor: interactor, navigator: navigator, origin: origin).start()
    }
}
