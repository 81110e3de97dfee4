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
        ProfileRouter(dependency: dependency, navigator: navigator, listener: listener).start(.profile)
    }

    /// The forgot-login-PIN flow on its own, for the sign-in screen: mobile, email, SMS code, new PIN.
    /// It pops itself when done.
    public func buildForgotLoginPIN(listener: any ProfileListener, navigator: any ScreenNavigating) -> any Screen {
        ProfileRouter(dependency: dependency, navigator: navigator, listener: listener).start(.flow(.forgotLoginPIN))
    }

    // MARK: - Parts the router asks for when it opens a screen (only a Builder constructs interactors)

    /// The profile screen's interactor.
    static func profileInteractor(_ dependency: any ProfileDependency) -> ProfileInteractor {
        ProfileInteractor(repository: dependency.profileRepository, currencies: dependency.profileCurrencies)
    }

    /// The interactor of one edit or PIN flow.
    static func flowInteractor(_ kind: ProfileFlowKind, _ dependency: any ProfileDependency) -> ProfileFlowInteractor {
        ProfileFlowInteractor(
            kind: kind, repository: dependency.profileRepository, codes: dependency.oneTimeCodes,
            currencies: dependency.profileCurrencies, currencyList: dependency.profileCurrencyList,
            rated: dependency.profileRatedCodes, pageSize: dependency.profilePageSize)
    }
}
