import Foundation
@testable import PaymentCards
import SwippyCore
import SwippyData

/// Records where the presenters asked to go.
@MainActor
final class FakePaymentCardsRouter: PaymentCardsRouting {
    private(set) var destinations: [PaymentCardsDestination] = []

    func navigate(to destination: PaymentCardsDestination) { destinations.append(destination) }
}
