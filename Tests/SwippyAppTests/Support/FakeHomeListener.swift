@testable import SwippyApp

/// Records the features the home menu hands to its host.
@MainActor
final class FakeHomeListener: HomeListener {
    private(set) var chosen: [String] = []

    func homeDidChooseFeature(_ word: String) {
        chosen.append(word)
    }
}
