import SwippyCore
import SwippyData

/// Pushes the steps of the flow, and leaves it for the screen it started from.
@MainActor
final class TransferRouter: TransferRouting {
    private let interactor: any TransferInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var origin: (any Screen)?

    init(interactor: any TransferInteracting, navigator: any ScreenNavigating, origin: (any Screen)?) {
        self.interactor = interactor
        self.navigator = navigator
        self.origin = origin
    }

    func navigate(_ navigation: TransferNavigation) {
        switch navigation {
        case .next(let step):
            navigator?.push(makeScreen(for: step))
        case .cancel:
            if let origin { navigator?.pop(to: origin) }
        case .close:
            navigator?.pop()
        case .finish:
            if let origin { navigator?.pop(to: origin) }
            navigator?.push(makeScreen(for: .result))
        }
    }

    /// Builds the screen of `step`, its presenter started.
    func makeScreen(for step: TransferStep) -> any Screen {
        switch step {
        case .source: screen(SourcePresenter(interactor: interactor, router: self))
        case .destinationKind: screen(DestinationKindPresenter(interactor: interactor, router: self))
        case .beneficiary: screen(BeneficiaryPresenter(interactor: interactor, router: self))
        case .newAccount: screen(NewAccountPresenter(interactor: interactor, router: self))
        case .ifscFinder: screen(IFSCFinderPresenter(interactor: interactor, router: self))
        case .mobile: screen(MobilePresenter(interactor: interactor, router: self))
        case .ownAccount: screen(OwnAccountPresenter(interactor: interactor, router: self))
        case .amount: screen(AmountPresenter(interactor: interactor, router: self))
        case .confirm: screen(ConfirmPresenter(interactor: interactor, router: self))
        case .pin: screen(PINPresenter(interactor: interactor, router: self))
        case .result: screen(ResultPresenter(interactor: interactor, router: self))
        }
    }

    private func screen(_ presenter: some StepPresenter) -> any Screen {
        let screen = ModuleScreen(presenter: presenter, initial: StepViewModel.blank, render: StepView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}

/// A presenter of one step: a screen presenter with a weak view of the shared step view model.
@MainActor
protocol StepPresenter: ScreenPresenter {
    var view: (any ScreenView<StepViewModel>)? { get set }
}

/// Words every step understands.
enum StepInput {
    /// True for "c" or "cancel" (any case).
    static func isCancel(_ input: String) -> Bool {
        ["c", "cancel"].contains(input.lowercased())
    }
}

extension StepPresenter {
    /// Shows a one-line message before the same prompt.
    func notify(_ text: String) {
        view?.showNotice(text)
    }
}

extension StepPresenter {
    /// Shows a new view model.
    func show(_ model: StepViewModel) {
        view?.display(model)
    }
}
