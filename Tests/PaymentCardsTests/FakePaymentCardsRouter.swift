import Foundation
import SwippyCore
import SwippyData

@testable import PaymentCards

/// Records where the card presenter asked to leave the module to.
@MainActor
final class FakePaymentCardsRouter: PaymentCardsRouting {
    private(set) var destinations: [PaymentCardsDestination] = []
    var navigateCallCount: Int { destinations.count }

    func navigate(to destination: PaymentCardsDestination) { destinations.append(destination) }
}
