import SwippyCore
import SwippyData

/// Loads the profile and applies the one-tap settings.
@MainActor
final class ProfileInteractor: ProfileInteracting {
    let state: ObservableValue<ProfileState>
    private let repository: any ProfileRepository

    init(repository: any ProfileRepository, currencies: [Currency]) {
        self.repository = repository
        self.state = ObservableValue(ProfileState(user: nil, settings: UserSettings(), currencies: currencies))
    }

    func load() {
        var next = state.value
        next.user = repository.currentUser()
        next.settings = repository.settings
        state.send(next)
    }

    func toggleColour() -> String {
        let turnOn = state.value.settings.colorEnabled == false
        do {
            try repository.setColorEnabled(turnOn)
        } catch {
            return "Could not save the setting: \(error)"
        }
        load()
        return turnOn
            ? "Colour is on (it shows only on a terminal, and never with NO_COLOR, TERM=dumb or --no-color)."
            : "Colour is off."
    }
}
