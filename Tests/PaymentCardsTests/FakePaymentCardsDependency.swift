import Foundation
import SwippyCore
import SwippyData

@testable import PaymentCards

/// What a host gives the builder.
@MainActor
final class FakePaymentCardsDependency: PaymentCardsDependency {
    let repository: FakePaymentCardsRepository
    let paymentCardsPageSize: Int
    var paymentCardsTimeZone: TimeZone { SwippyDate.utc }

    init(repository: FakePaymentCardsRepository, pageSize: Int = 6) {
        self.repository = repository
        self.paymentCardsPageSize = pageSize
    }

    var paymentCardsRepository: any PaymentCardsRepository { repository }
}
