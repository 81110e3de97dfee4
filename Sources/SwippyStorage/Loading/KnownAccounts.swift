/// The wallet's account ids as a million transactions ask for them: the few ids found last are compared first
/// (the decoder shares one string per account, so that is mostly a pointer compare), and only an id not
/// among them is hashed into the set.
struct KnownAccounts {
    private let all: Set<String>
    private var recent: [String] = []

    init(_ all: Set<String>) {
        self.all = all
    }

    /// Whether some account has `id`.
    mutating func contains(_ id: String) -> Bool {
        if recent.contains(id) { return true }
        guard all.contains(id) else { return false }
        if recent.count < 8 { recent.append(id) }
        return true
    }
}
