import SwippyCore
import SwippyData

/// The profile screen's data, the screen shown, and what it last said (the colour setting).
struct ProfileState: Equatable {
    /// The screen of the module the user is on.
    enum Step: Equatable {
        /// The profile and settings screen.
        case menu
        /// An edit or PIN flow over it.
        case flow(ProfileFlowKind)
    }

    var step: Step = .menu
    var user: User?
    var settings: UserSettings
    var currencies: [Currency]
    /// What the screen last said.
    var notice: Notice?

    /// Records `text` as what the screen says next.
    mutating func say(_ text: String) {
        notice = Notice(text, after: notice)
    }
}
