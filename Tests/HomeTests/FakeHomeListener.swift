import SwippyData

@testable import Home

/// Records what the home menu hands to its host.
@MainActor
final class FakeHomeListener: HomeListener {
    private(set) var chosen: [String] = []
    private(set) var quick: [TransferPrefill] = []

    func homeDidChooseFeature(_ word: String) {
        chosen.append(word)
    }

    func homeDidChooseQuickTransfer(_ prefill: TransferPrefill) {
        quick.append(prefill)
    }
}
