/// A refused input or a failed load or save, as one line for the user.
struct DisputeError: Error, Equatable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
