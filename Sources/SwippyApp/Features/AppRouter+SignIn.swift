import Profile
import SignIn
import SwippyCore
import SwippyData

/// Sign-in, the session lock and Profile, wired to the navigation stack.
extension AppRouter {
    /// Makes the sign-in screen the only screen.
    func showSignIn() {
        navigator.setRoot(
            Trace.built(SignInBuilder(dependency: component.signIn)) { $0.build(listener: self, navigator: navigator) })
    }

    /// Ends the session and returns to the sign-in screen.
    func signOut() {
        component.endSession()
        showSignIn()
    }

    /// The session expired: the lock screen goes on top, and unlocking returns to the screen under it. When a
    /// command typed after the timeout was not run (`commandLost`), the notice says so.
    func lockSession(commandLost: Bool = true) {
        let expired = "Your session expired after \(Plural.of(sessionGate.timeoutMinutes, "minute")) without input"
        component.notices.post(expired + (commandLost ? "; that command was not run." : "."))
        navigator.push(
            Trace.built(SignInBuilder(dependency: component.signIn)) {
                $0.buildUnlock(
                    userID: component.session.userID, listener: self, navigator: navigator)
            })
    }
}

extension AppRouter: SignInListener {
    func signInDidSucceed(userID: String) {
        Trace.listener()
        component.beginSession(userID: userID)
        showHome()
    }

    func signInDidUnlock() {
        Trace.listener()
        sessionGate.unlock()
        navigator.pop()
    }

    func signInDidRequestSignOut() {
        Trace.listener()
        signOut()
    }

    func signInDidRequestLoginPINReset() {
        Trace.listener()
        navigator.push(
            Trace.built(ProfileBuilder(dependency: component.profile)) {
                $0.buildForgotLoginPIN(listener: self, navigator: navigator)
            })
    }
}
