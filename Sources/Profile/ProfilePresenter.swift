import SwippyCore
import SwippyData

/// Binds the profile screen to the profile state; menu choices open a flow or flip colour through the
/// interactor, or leave the module through the router (sign out).
@MainActor
final class ProfilePresenter: ModulePresenter {
    weak var view: (any ScreenView<ProfileViewModel>)?
    private let interactor: any ProfileInteracting
    private let router: any ProfileRouting
    private var observation: ObservationToken?

    init(interactor: any ProfileInteracting, router: any ProfileRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func didReappear() {
        interactor.load()
    }

    func handle(_ input: String) {
        let options = ProfileOption.allCases
        guard let index = MenuInput.choice(input, count: options.count) else {
            return view?.showNotice(MenuInput.unknownHint(input, count: options.count)) ?? ()
        }
        switch options[index] {
        case .flow(let kind): interactor.open(kind)
        case .colour: interactor.toggleColour()
        case .signOut: router.navigate(to: .signOut)
        }
    }

    static func viewModel(for state: ProfileState) -> ProfileViewModel {
        var model = screen(for: state)
        model.notice = state.notice
        return model
    }

    private static func screen(for state: ProfileState) -> ProfileViewModel {
        guard let user = state.user else {
            return ProfileViewModel(
                title: "Profile and settings", lines: ["Nobody is signed in."], prompt: Prompt.back)
        }
        let base = state.settings.baseCurrency ?? user.currency
        let colour: String =
            switch state.settings.colorEnabled {
            case nil: "Automatic (on when the terminal allows it)"
            case true?: "On (when the terminal allows it)"
            case false?: "Off"
            }
        let fields = [
            Block.Field("Name", user.name),
            Block.Field("Mobile", Mask.tail(user.mobile), keep: true),
            Block.Field("Email", user.email.isEmpty ? "—" : user.email),
            Block.Field("Address", user.address.isEmpty ? "—" : user.address),
            Block.Field("Base currency", base == user.currency ? "\(base) (your currency)" : base),
            Block.Field("Member since", SwippyDate.calendarDay(user.memberSince), keep: true),
            Block.Field("Colour", colour),
        ]
        return ProfileViewModel(
            title: "Profile and settings", fields: fields, options: ProfileOption.allCases.map(\.label),
            prompt: Prompt.option(count: ProfileOption.allCases.count),
            helpLines: ["PINs and codes are never shown; they are read without echo on a terminal."])
    }
}
