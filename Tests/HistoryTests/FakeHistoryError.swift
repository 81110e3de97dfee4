/// A failure the fakes throw.
enum FakeHistoryError: Error, CustomStringConvertible {
    case unwritable, unreadable

    var description: String {
        switch self {
        case .unwritable: "permission denied"
        case .unreadable: "the disk is gone"
        }
    }
}
