import SwippyData

/// One numbered choice on a card's screen: one of the card's own actions, or a card service the host
/// carries out (block, activate, deactivate).
enum CardOption: Equatable {
    case viewDetails
    case payNow
    case viewLastStatement
    case block
    case activate
    case deactivate

    /// What the card offers, in order: its own actions (file order, each once; "Pay now" only while something
    /// is owed, blocked or not: blocking stops spending, not repayment), then the services its status allows
    /// (a blocked card offers none: blocking cannot be undone and a blocked card cannot be activated).
    static func offered(for card: PaymentCard) -> [CardOption] {
        var seen = Set<CardAction>()
        let own: [CardOption] = card.actions.compactMap { action in
            guard seen.insert(action).inserted else { return nil }
            switch action {
            case .viewDetails: return .viewDetails
            case .payNow: return card.due?.isPayable == true ? .payNow : nil
            case .viewLastStatement: return .viewLastStatement
            }
        }
        let services: [CardOption] =
            switch card.effectiveStatus {
            case .active: [.block, .deactivate]
            case .inactive: [.block, .activate]
            case .blocked: []
            }
        return own + services
    }

    /// The words on the menu.
    var label: String {
        switch self {
        case .viewDetails: "View details"
        case .payNow: "Pay now"
        case .viewLastStatement: "View last statement"
        case .block: "Block card"
        case .activate: "Activate card"
        case .deactivate: "Deactivate card"
        }
    }
}
