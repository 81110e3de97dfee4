/// Why a card is blocked.
enum BlockReason: String, CaseIterable, Equatable {
    case lost, stolen, damaged

    var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
