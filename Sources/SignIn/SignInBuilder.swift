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
        screen(mode: .signIn, listener: listener, navigator: navigator)
    }

    /// The screen that asks the signed-in `userID` for their PIN after the session expired.
    public func buildUnlock(userID: String, listener: any SignInListener, navigator: any ScreenNavigating) -> any Screen {
        screen(mode: .unlock(userID: userID), listener: listener, navigator: navigator)
    }

    private func screen(mode: SignInState.Mode, listener: any SignInListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = SignInInteractor(
            mode: mode, repository: dependency.signInRepository, codes: dependency.oneTimeCodes)
        let router = SignInRouter(dependency: dependency, navigator: navigator, listener: listener)
        let presenter = SignInPresenter(interactor: interactor, router: router)
        let screen = ModuleScreen(presenter: presenter, initial: SignInViewModel.initial, render: SignInView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
