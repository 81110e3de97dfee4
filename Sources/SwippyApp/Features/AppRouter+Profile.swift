import Profile
import SwippyCore

extension AppRouter {
    /// The Profile and settings screen, wired to this router.
    func buildProfile() -> any Screen {
        Trace.built(ProfileBuilder(dependency: component.profile)) { $0.build(listener: self, navigator: navigator) }
    }
}

extension AppRouter: ProfileListener {
    func profileDidRequestSignOut() {
        Trace.listener()
        signOut()
    }

    func profileDidFinishForgotLoginPIN() {
        Trace.listener()
        navigator.pop()
    }
}
