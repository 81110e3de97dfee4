import SwippyCore
import SwippyData

extension BlockCardPresenter {
    static let title = "Block a card"

    /// The view model of the current step.
    func viewModel() -> DisputeViewModel {
        switch step {
        case .card:
            guard !cards.isEmpty else {
                return DisputeViewModel(
                    title: Self.title, blocks: [.text("You have no cards.")], prompt: DisputeViewModel.backPrompt)
            }
            return DisputeViewModel(
                title: Self.title, blocks: [.text("Which card is lost, stolen or damaged?")],
                options: cards.map(Self.cardLabel), prompt: DisputeViewModel.choosePrompt("a card", count: cards.count))
        case .reason:
            return DisputeViewModel(
                title: Self.title, blocks: [.fields(fields), .text("Why are you blocking it?")],
                options: BlockReason.allCases.map(\.label),
                prompt: DisputeViewModel.choosePrompt("a reason", count: BlockReason.allCases.count))
        case .pin:
            return DisputeViewModel(
                title: Self.title,
                blocks: [.fields(fields), .text(
                    "Blocking cannot be undone: the card stops working at once and can never be used or paid again. "
                        + "Type your transaction PIN to block it, or b to step back.")],
                prompt: .secret("Transaction PIN"))
        case .done:
            return DisputeViewModel(
                title: Self.title,
                blocks: [.fields(fields), .text("The card is blocked for good. Ask your bank for a replacement.")],
                prompt: DisputeViewModel.backPrompt)
        case .locked:
            return DisputeViewModel(
                title: Self.title,
                blocks: [.fields(fields), .text(
                    "Your transaction PIN is locked after too many wrong tries, so cards cannot be blocked here "
                        + "and transfers are paused. Reset the transaction PIN, or call support to block the card now.")],
                prompt: DisputeViewModel.backPrompt)
        case .unavailable(let message):
            return DisputeViewModel(title: Self.title, blocks: [.text(message)], prompt: DisputeViewModel.backPrompt)
        }
    }

    /// "Millennia Credit Card · HDFC Bank · Blocked".
    static func cardLabel(_ card: WalletCard) -> String {
        var parts = [card.card.title, card.card.bankName]
        if card.card.effectiveStatus != .active { parts.append(card.card.effectiveStatus.label) }
        return parts.joined(separator: " · ")
    }

    private var fields: [DisputeViewModel.Field] {
        guard let card else { return [] }
        var fields: [DisputeViewModel.Field] = [
            .init(label: "Card", value: card.card.title),
            .init(label: "Number", value: card.card.maskedNumber),
        ]
        if let reason { fields.append(.init(label: "Reason", value: reason.label)) }
        if card.card.effectiveStatus == .blocked { fields.append(.init(label: "Status", value: "Blocked", tone: .bad)) }
        return fields
    }
}
