import SwippyCore

/// A view for presenter tests: records every view model and notice it is given.
@MainActor
public final class FakeScreenView<ViewModel>: ScreenView {
    /// Every view model displayed, in order: its count is the number of renders asked for.
    public private(set) var displayed: [ViewModel] = []
    /// Every notice shown, in order.
    public private(set) var notices: [String] = []

    /// A view that has shown nothing yet.
    public init() {}

    /// The view model shown last.
    public var last: ViewModel? { displayed.last }
    /// The notice shown last.
    public var lastNotice: String? { notices.last }

    public func display(_ viewModel: ViewModel) {
        displayed.append(viewModel)
    }

    public func showNotice(_ text: String) {
        notices.append(text)
    }
}
