/// Why a transaction cannot be repeated, in one line.
struct HistoryRepeatRefusal: Error, Equatable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
