/// What a presenter may do to its view: show a new view model and say one-line notices.
@MainActor
public protocol ScreenView<ViewModel>: AnyObject {
    associatedtype ViewModel
    /// Shows a new view model.
    func display(_ viewModel: ViewModel)
    /// Shows a one-line message before the next prompt: only for input the screen did not understand;
    /// what the flow itself says travels in the view model's `notice`.
    func showNotice(_ text: String)
}
