import SwippyCore
import SwippyData

/// The profile screen's data, and what it last said (the colour setting).
struct ProfileState: Equatable {
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
