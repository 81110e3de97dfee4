import SwippyCore

/// Home's words from every screen: `history` typed inside Transfer leaves the flow as `h` would and opens
/// History. The router is the gate the shell asks before each command: the session gate first (an expired
/// session locks, and a locked one lets nothing past), then a home word, taken only where it cannot be an
/// answer — after sign-in, off the home menu, at a prompt that asks for a choice (`Prompt.isChoice`), never
/// one that takes text such as a name or a search.
extension AppRouter: CommandGate {
    func intercept(_ command: String) -> Bool {
        if sessionGate.intercept(command) { return true }
        return openHomeWord(command)
    }

    var secondsUntilTimeout: Double? { sessionGate.secondsUntilTimeout }

    func inputTimedOut() { sessionGate.inputTimedOut() }

    /// Opens the feature whose home word `command` is, from the home menu, when the top screen allows it.
    private func openHomeWord(_ command: String) -> Bool {
        let word = command.lowercased()
        guard !sessionGate.isLocked, !navigator.isAtRoot, let top = navigator.top,
            top.shellCommands.contains(.home), top.prompt.isChoice,
            Self.features.contains(where: { $0.word == word })
        else { return false }
        Trace.record(.shell, "home word \(word)")
        navigator.popToRoot()
        openFeature(word)
        return true
    }
}
