import SwippyCore

/// The Tips flow's whole state: its step, the tips it shows and what it last said.
struct TipsState: Equatable {
    /// Every screen of the module is a case here: the list, and one tip of it.
    enum Step: Equatable {
        case list
        /// The screen this tutorial adds: the tip at a position of `tips`.
        case tip(Int)
    }

    var step = Step.list
    var tips: [String]
    var notice: Notice?
}
