@testable import Accounts

/// A router for presenter tests: presenters only hold it (the real one follows the state).
@MainActor
final class FakeAccountsRouter: AccountsRouting {}
