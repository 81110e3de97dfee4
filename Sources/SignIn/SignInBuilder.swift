import SwippyCore
import SwippyData

/// Builds the SignIn module: the sign-in screen (with registration) and the session lock screen.
@MainActor
public struct SignInBuilder {
    private let dependency: any SignInDependency

    /// A builder using `dependency`.
    public init(dependency: any SignInDependency) {
        self.dependency = dependency
    }

    /// The sign-in screen, for the root of `navigator`; registration is pushed on top of it.
    public func build(listener: any SignInListener, navigator: any ScreenNavigating) -> any Screen {
        start(.signIn, listener: listener, navigator: navigator)
    }

    /// The screen that asks the signed-in `userID` for their PIN after the session expired.
    public func buildUnlock(
        userID: String, listener: any SignInListener, navigator: any ScreenNavigating
    ) -> any Screen {
        start(.unlock(userID: userID), listener: listener, navigator: navigator)
    }

    private func start(
        _ mode: SignInState.Mode, listener: any SignInListener, navigator: any ScreenNavigating
    ) -> any Screen {
        let dependency = dependency
        let interactor = SignInInteractor(
            mode: mode, repository: dependency.signInRepository, codes: dependency.oneTimeCodes)
        let router = SignInRouter(
            interactor: interactor,
            makeRegistration: {
                RegisterInteractor(
                    repository: dependency.signInRepository, clock: dependency.signInClock,
                    currencies: dependency.signInCurrencies)
            },
            navigator: navigator, listener: listener)
        return router.start()
    }
}
