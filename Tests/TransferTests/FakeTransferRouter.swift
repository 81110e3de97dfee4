@testable import Transfer

/// Records where presenters asked to go.
@MainActor
final class FakeTransferRouter: TransferRouting {
    private(set) var destinations: [TransferDestination] = []

    func navigate(to destination: TransferDestination) {
        destinations.append(destination)
    }
}
