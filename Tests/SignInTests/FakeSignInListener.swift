@testable import SignIn

/// Counts what SignIn tells its host.
@MainActor
final class FakeSignInListener: SignInListener {
    private(set) var succeeded: [String] = []
    private(set) var unlockCallCount = 0
    private(set) var signOutCallCount = 0
    private(set) var resetCallCount = 0

    func signInDidSucceed(userID: String) { succeeded.append(userID) }
    func signInDidUnlock() { unlockCallCount += 1 }
    func signInDidRequestSignOut() { signOutCallCount += 1 }
    func signInDidRequestLoginPINReset() { resetCallCount += 1 }
}
