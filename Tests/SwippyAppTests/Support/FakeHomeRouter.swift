@testable import SwippyApp

/// Records the features the home presenter asks to open.
@MainActor
final class FakeHomeRouter: HomeRouting {
    private(set) var opened: [String] = []

    func openFeature(_ word: String) {
        opened.append(word)
    }
}
