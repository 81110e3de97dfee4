import SwippyCore

/// Builds the Tips module: its interactor and router, ending with the router's first screen.
@MainActor
struct TipsBuilder {
    let tips: [String]

    /// The list of tips, ready for the host to push on `navigator`.
    func build(navigator: any ScreenNavigating) -> any Screen {
        let interactor = TipsInteractor(tips: tips)
        let router = TipsRouter(interactor: interactor, navigator: navigator)
        return router.start()
    }
}
