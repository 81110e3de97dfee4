/// A one-line reason why typed input was refused.
struct HistoryProblem: Error, Equatable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
