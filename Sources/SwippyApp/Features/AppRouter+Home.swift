import Home
import SwippyCore
import SwippyData

/// Home, wired to the navigation stack: the menu after a sign-in, and the features and quick transfers it opens.
extension AppRouter: HomeListener {
    /// Makes the home menu the only screen (after a sign-in).
    func showHome() {
        navigator.setRoot(
            Trace.built(HomeBuilder(dependency: component.home)) {
                $0.build(
                    entries: Self.features.map(\.home), shellWords: Self.shellWords, listener: self,
                    navigator: navigator)
            })
    }

    /// A home entry was chosen: its feature opens.
    func homeDidChooseFeature(_ word: String) {
        Trace.listener()
        openFeature(word)
    }

    /// Pushes the feature whose home word is `word` (or says there is none).
    func openFeature(_ word: String) {
        guard let entry = Self.features.first(where: { $0.word == word }) else {
            return component.notices.post("Unknown feature \"\(word)\".")
        }
        navigator.push(entry.build(self))
    }

    /// A quick transfer from home: Transfer prefilled like a repeat, starting on the amount.
    func homeDidChooseQuickTransfer(_ prefill: TransferPrefill) {
        Trace.listener()
        navigator.push(buildTransfer(prefill: prefill))
    }
}
