import SwippyCore
import SwippyData

/// Builds the Profile module: the profile and settings screen, and its edit and PIN flows.
@MainActor
public struct ProfileBuilder {
    private let dependency: any ProfileDependency

    /// A builder using `dependency`.
    public init(dependency: any ProfileDependency) {
        self.dependency = dependency
    }

    /// The profile and settings screen, ready to push on `navigator`; its flows are pushed there too.
    public func build(listener: any ProfileListener, navigator: any ScreenNavigating) -> any Screen {
        router(listener: listener, navigator: navigator).start(.profile)
    }

    /// The forgot-login-PIN flow on its own, for the sign-in screen: mobile, email, SMS code, new PIN.
    /// When it is over, the listener hears `profileDidFinishForgotLoginPIN()`.
    public func buildForgotLoginPIN(listener: any ProfileListener, navigator: any ScreenNavigating) -> any Screen {
        router(listener: listener, navigator: navigator).start(.flow(.forgotLoginPIN))
    }

    /// The router, with the profile's interactor and a maker of each flow's (only a Builder constructs
    /// interactors).
    private func router(listener: any ProfileListener, navigator: any ScreenNavigating) -> ProfileRouter {
        let dependency = dependency
        let interactor = ProfileInteractor(
            repository: dependency.profileRepository, currencies: dependency.profileCurrencies)
        return ProfileRouter(
            interactor: interactor,
            makeFlow: { kind in
                ProfileFlowInteractor(
                    kind: kind, repository: dependency.profileRepository, codes: dependency.oneTimeCodes,
                    currencies: dependency.profileCurrencies, currencyList: dependency.profileCurrencyList,
                    rated: dependency.profileRatedCodes, pageSize: dependency.profilePageSize)
            },
            navigator: navigator, listener: listener)
    }
}
