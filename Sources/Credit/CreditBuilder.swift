import SwippyCore
import SwippyData

/// Builds the Credit module: the credit dashboard, and above it the flow screen for withdrawing, repaying,
/// the home loan form, the EMI calculator and the loan applications.
@MainActor
public struct CreditBuilder {
    private let dependency: any CreditDependency

    /// A builder using `dependency`.
    public init(dependency: any CreditDependency) {
        self.dependency = dependency
    }

    /// The dashboard, loaded and ready to push on `navigator`; the flow screen it opens is pushed there too.
    public func build(navigator: any ScreenNavigating) -> any Screen {
        let interactor = CreditInteractor(
            repository: dependency.creditRepository, reference: dependency.creditReferenceData,
            zone: dependency.creditTimeZone)
        return CreditRouter(interactor: interactor, navigator: navigator).start()
    }
}
