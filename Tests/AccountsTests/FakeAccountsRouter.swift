@testable import Accounts

/// Records where the presenters asked to go.
@MainActor
final class FakeAccountsRouter: AccountsRouting {
    private(set) var destinations: [AccountsDestination] = []

    func navigate(to destination: AccountsDestination) { destinations.append(destination) }
}
