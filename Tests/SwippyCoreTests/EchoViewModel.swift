import SwippyCore

/// The smallest view model: a prompt, plain or secret.
struct EchoViewModel: ScreenViewModel {
    var prompt: Prompt
    var notice: Notice?

    static let plain = EchoViewModel(prompt: Prompt("Choose an option"))
    static let secret = EchoViewModel(prompt: .secret("Transaction PIN"))
}
