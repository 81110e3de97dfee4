import SwippyCore
import SwippyData
import Transfer

extension AppRouter: TransferDependency {
    var transferRepository: any TransferRepository { data }
    var transferReferenceData: ReferenceData { store.reference }
    var transferClock: any WallClock { clock }
    var transferIdentifiers: any TransferIdentifierSource { RandomTransferIdentifiers() }

    /// The Transfer flow, started above the current top screen (where cancel returns).
    /// With `card`, it pays that card's due.
    func buildTransfer(payingCard card: WalletCard? = nil) -> any Screen {
        TransferBuilder(dependency: self).build(navigator: navigator, origin: navigator.top, payingCard: card)
    }
}

/// Reference numbers and request ids from the system's random generator.
@MainActor
final class RandomTransferIdentifiers: TransferIdentifierSource {
    func nextReference() -> String {
        "SWT" + (0..<10).map { _ in String(Int.random(in: 0...9)) }.joined()
    }

    func nextRequestID() -> String {
        "req-" + (0..<16).map { _ in String(Int.random(in: 0...15), radix: 16) }.joined()
    }
}
