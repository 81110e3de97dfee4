import SwippyCore

@testable import Transfer

/// Counts what Transfer told its host, keeps the origin it was told to return to, and (when set) does what a
/// host does with it: `returnTo` pops back there.
@MainActor
final class FakeTransferListener: TransferListener {
    private(set) var didCancelCallCount = 0
    private(set) var didFinishCallCount = 0
    private(set) var lastOrigin: (any Screen)?
    /// What the host does on either call: a router test pops its navigator back to the origin.
    var returnTo: ((any Screen) -> Void)?

    func transferDidCancel(returningTo origin: any Screen) {
        didCancelCallCount += 1
        lastOrigin = origin
        returnTo?(origin)
    }

    func transferDidFinish(returningTo origin: any Screen) {
        didFinishCallCount += 1
        lastOrigin = origin
        returnTo?(origin)
    }
}
