import SwippyData

@testable import SwippyApp

/// Records the features the home presenter asks to open.
@MainActor
final class FakeHomeRouter: HomeRouting {
    private(set) var opened: [String] = []

    private(set) var quick: [TransferPrefill] = []

    func openFeature(_ word: String) {
        opened.append(word)
    }

    func openQuickTransfer(_ prefill: TransferPrefill) {
        quick.append(prefill)
    }
}
