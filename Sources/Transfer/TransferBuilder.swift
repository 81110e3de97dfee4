import SwippyCore
import SwippyData

/// Where Transfer reads the wallet and saves its changes. The app adapts its wallet store to this;
/// tests use a fake.
@MainActor
public protocol TransferRepository: AnyObject {
    /// The id of the signed-in user, who sends the money.
    var signedInUserID: String { get }
    /// The wallet as it is now.
    var wallet: WalletState { get }
    /// Applies `change` and saves it; when `change` throws or saving fails, nothing changes.
    func update<T>(_ change: (inout WalletState) throws -> T) throws -> T
}

/// Makes the identifiers of transfers: injected so tests are deterministic.
@MainActor
public protocol TransferIdentifierSource: AnyObject {
    /// A new reference number for a transfer, e.g. "SWT4821930571".
    func nextReference() -> String
    /// A new id for a confirmation, so a second submit of it is recognised.
    func nextRequestID() -> String
}

/// What the host must give Transfer.
@MainActor
public protocol TransferDependency: AnyObject {
    /// The wallet.
    var transferRepository: any TransferRepository { get }
    /// Limits, fee, IFSC directory and currencies.
    var transferReferenceData: ReferenceData { get }
    /// The time stamped on transactions.
    var transferClock: any WallClock { get }
    /// Reference numbers and request ids.
    var transferIdentifiers: any TransferIdentifierSource { get }
}

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
            clock: dependency.transferClock, identifiers: dependency.transferIdentifiers, payingCard: card)
        let router = TransferRouter(interactor: interactor, navigator: navigator, origin: origin)
        return router.makeScreen(for: .source)
    }
}
