import Foundation
import SwippyCore
import SwippyData

@testable import PaymentCards

/// Records each call of `navigate(to:)`: where the card presenter asked to leave the module to, in order.
@MainActor
final class FakePaymentCardsRouter: PaymentCardsRouting {
    private(set) var destinations: [PaymentCardsDestination] = []

    func navigate(to destination: PaymentCardsDestination) { destinations.append(destination) }
}
