import SwippyCore
import SwippyData

/// Builds the Accounts module: the account list, and from it each account's screen.
@MainActor
public struct AccountsBuilder {
    private let dependency: any AccountsDependency

    /// A builder using `dependency`.
    public init(dependency: any AccountsDependency) {
        self.dependency = dependency
    }

    /// The account list, ready to push on `navigator`; account screens it opens are pushed there too, and
    /// moving money between own accounts is asked of `listener`.
    public func build(listener: any AccountsListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = AccountsInteractor(
            repository: dependency.accountsRepository, reference: dependency.accountsReferenceData,
            zone: dependency.accountsTimeZone)
        return AccountsRouter(interactor: interactor, navigator: navigator, listener: listener).start()
    }
}
