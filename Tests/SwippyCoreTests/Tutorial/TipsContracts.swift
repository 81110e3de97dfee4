import SwippyCore

/// The intents the Tips presenters call; the interactor is the one conformer.
@MainActor
protocol TipsInteracting: AnyObject {
    /// The flow: its step, its tips and what it last said.
    var state: ObservableValue<TipsState> { get }

    /// Opens the tip at `index` of the list, or says why not.
    func open(at index: Int)
    /// Goes back from a tip to the list; false on the list (the host pops the module).
    func back() -> Bool
}
