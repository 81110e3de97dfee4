import Foundation
import SwippyData
import SwippyTestSupport

@testable import SignIn

/// A host for SignIn: an in-memory repository, a manual clock, and codes 482913, 105377, 777001 in order.
@MainActor
final class FakeSignInDependency: SignInDependency {
    let repository = FakeSignInRepository()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    let outbox = RecordingOutbox()
    lazy var oneTimeCodes = OneTimeCodes(
        clock: clock, generator: SequenceCodeGenerator(["482913", "105377", "777001"]), outbox: outbox,
        validityMinutes: 5, maxWrongTries: 3)
    var signInRepository: any SignInRepository { repository }
    var signInClock: any WallClock { clock }
    var signInCurrencies: [Currency] {
        [
            Currency(code: "INR", name: "Indian Rupee", symbol: "₹"),
            Currency(code: "GBP", name: "Pound Sterling", symbol: "£"),
        ]
    }
}
