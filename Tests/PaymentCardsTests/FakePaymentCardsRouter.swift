import Foundation
import SwippyCore
import SwippyData

@testable import PaymentCards

/// Records where the presenters asked to go.
@MainActor
final class FakePaymentCardsRouter: PaymentCardsRouting {
    private(set) var destinations: [PaymentCardsDestination] = []

    func navigate(to destination: PaymentCardsDestination) { destinations.append(destination) }
}
