/// Messages for the user that do not belong to one screen, and the fatal error that ends the run.
@MainActor
final class NoticeBoard {
    private var pending: [String] = []
    /// Set when the run must stop (the state file cannot be written).
    private(set) var fatal: AppExit?

    func post(_ text: String) { pending.append(text) }

    func fail(_ exit: AppExit) { fatal = exit }

    func take() -> [String] {
        defer { pending.removeAll() }
        return pending
    }
}
