import SwippyCore
import SwippyData

/// The first step both card services share: the card already chosen on a card's screen, or a pick
/// from the user's cards; a card the service refuses is never picked.
@MainActor
enum CardChoice {
    enum Start: Equatable {
        case list([WalletCard])
        case chosen(WalletCard)
        case unavailable(String)
    }

    /// Where a flow starts: the preset card unless it is gone or refused, else the list to choose from.
    static func start(
        preset: Int?, interactor: any CardServicesInteracting, refusal: (WalletCard) -> DisputeError?
    ) -> Start {
        guard let preset else {
            switch interactor.cards() {
            case .success(let cards): return .list(cards)
            case .failure(let error): return .unavailable(error.message)
            }
        }
        guard let card = interactor.card(at: preset) else { return .unavailable("This card is no longer in your wallet.") }
        return refusal(card).map { .unavailable($0.message) } ?? .chosen(card)
    }

    /// The card `input` picks from `cards`, or the one-line reason it cannot be used.
    static func pick(
        _ input: String, from cards: [WalletCard], refusal: (WalletCard) -> DisputeError?
    ) -> Result<WalletCard, DisputeError> {
        guard let index = MenuInput.choice(input, count: cards.count) else {
            return .failure(DisputeError(MenuInput.unknownHint(input, count: cards.count)))
        }
        return refusal(cards[index]).map { .failure($0) } ?? .success(cards[index])
    }
}
