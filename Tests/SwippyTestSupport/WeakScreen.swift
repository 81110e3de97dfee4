import SwippyCore

/// A screen held weakly, so a fake can remember what it was shown without keeping it alive.
@MainActor
struct WeakScreen {
    weak var screen: (any Screen)?

    init(_ screen: any Screen) {
        self.screen = screen
    }
}
