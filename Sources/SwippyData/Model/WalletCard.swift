import Foundation

/// A card with its position in `WalletState.cards`: positions, not ids, address cards, because
/// ids may repeat in the public card format.
public struct WalletCard: Equatable, Sendable {
    /// Index into `WalletState.cards`.
    public var position: Int
    /// The card.
    public var card: PaymentCard

    /// A card at a position.
    public init(position: Int, card: PaymentCard) {
        self.position = position
        self.card = card
    }
}
