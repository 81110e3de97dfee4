import SwippyCore
import SwippyData

/// Loads the profile and applies the one-tap settings. Every intent sends the state once.
@MainActor
final class ProfileInteractor: ProfileInteracting {
    let state: ObservableValue<ProfileState>
    private let repository: any ProfileRepository

    init(repository: any ProfileRepository, currencies: [Currency]) {
        self.repository = repository
        self.state = ObservableValue(ProfileState(user: nil, settings: UserSettings(), currencies: currencies))
    }

    func load() {
        state.update { next in
            next.step = .menu
            read(into: &next)
        }
    }

    func open(_ flow: ProfileFlowKind) {
        state.update { next in
            next.step = .flow(flow)
        }
    }

    func toggleColour() {
        state.update { next in
            let turnOn = next.settings.colorEnabled == false
            do {
                try repository.setColorEnabled(turnOn)
                read(into: &next)
                next.say(
                    turnOn
                        ? "Colour is on (it shows only on a terminal, and never with NO_COLOR, TERM=dumb or "
                            + "--no-color)."
                        : "Colour is off.")
            } catch {
                next.say("Could not save the setting: \(error)")
            }
        }
    }

    private func read(into next: inout ProfileState) {
        next.user = repository.currentUser()
        next.settings = repository.settings
    }
}
