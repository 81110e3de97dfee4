import Profile
import SignIn
import SwippyCore
import SwippyData

/// Sign-in, the session lock and Profile, wired to the navigation stack.
extension AppRouter {
    /// Makes the sign-in screen the only screen.
    func showSignIn() {
        navigator.setRoot(SignInBuilder(dependency: signInData).build(listener: self, navigator: navigator))
    }

    /// The Profile and settings screen, wired to this router.
    func buildProfile() -> any Screen {
        ProfileBuilder(dependency: profileData).build(listener: self, navigator: navigator)
    }

    /// Ends the session and returns to the sign-in screen.
    func signOut() {
        sessionGate.end()
        session.userID = ""
        showSignIn()
        notices.post("Signed out.")
    }

    func makeSessionGate() -> SessionGate {
        let gate = SessionGate(clock: clock, timeoutMinutes: store.reference.config.sessionTimeoutMinutes)
        gate.onExpire = { [weak self] in self?.lockSession() }
        gate.onRefuse = { [weak self] line in self?.notices.post(line) }
        return gate
    }

    private func lockSession() {
        notices.post(
            "Your session expired after \(sessionGate.timeoutMinutes) minutes without input; that command was not run.")
        navigator.push(SignInBuilder(dependency: signInData).buildUnlock(
            userID: session.userID, listener: self, navigator: navigator))
    }
}

extension AppRouter: SignInListener {
    func signInDidSucceed(userID: String) {
        session.userID = userID
        sessionGate.begin()
        showHome()
    }

    func signInDidUnlock() {
        sessionGate.unlock()
        navigator.pop()
    }

    func signInDidRequestSignOut() {
        signOut()
    }

    func signInDidRequestLoginPINReset() {
        navigator.push(ProfileBuilder(dependency: profileData).buildForgotLoginPIN(listener: self, navigator: navigator))
    }
}

extension AppRouter: ProfileListener {
    func profileDidRequestSignOut() {
        signOut()
    }
}
