@testable import Profile

/// Counts what Profile asks of its host.
@MainActor
final class FakeProfileListener: ProfileListener {
    private(set) var signOutCallCount = 0
    private(set) var forgotLoginPINDoneCallCount = 0

    func profileDidRequestSignOut() { signOutCallCount += 1 }
    func profileDidFinishForgotLoginPIN() { forgotLoginPINDoneCallCount += 1 }
}
