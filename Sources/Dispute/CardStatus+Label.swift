import SwippyData

extension CardStatus {
    /// "Active", "Inactive" or "Blocked".
    var label: String {
        switch self {
        case .active: "Active"
        case .inactive: "Inactive"
        case .blocked: "Blocked"
        }
    }
}
