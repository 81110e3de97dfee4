import Foundation
import SwippyData
import SwippyTestSupport

@testable import Profile

/// A host for Profile: an in-memory repository, a manual clock, and codes 482913, 105377 in order.
@MainActor
final class FakeProfileDependency: ProfileDependency {
    let repository = FakeProfileRepository()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    let outbox = RecordingOutbox()
    lazy var oneTimeCodes = OneTimeCodes(
        clock: clock, generator: SequenceCodeGenerator(["482913", "105377"]), outbox: outbox, validityMinutes: 5,
        maxWrongTries: 3)
    var profileRepository: any ProfileRepository { repository }
    var profileCurrencies: [Currency] {
        [Currency(code: "INR", name: "Indian Rupee", symbol: "₹"), Currency(code: "EUR", name: "Euro", symbol: "€")]
    }
    /// The featured two, and three more only a search finds; the Iraqi dinar has no rates.
    var profileCurrencyList: [Currency] {
        profileCurrencies + [
            Currency(code: "CHF", name: "Swiss Franc"), Currency(code: "IQD", name: "Iraqi Dinar"),
            Currency(code: "KWD", name: "Kuwaiti Dinar"),
        ]
    }
    var profileRatedCodes: Set<String> { ["INR", "EUR", "CHF", "KWD"] }
    var profilePageSize: Int?
}
