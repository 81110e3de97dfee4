import Foundation
import SwippyData

@testable import Exchange

/// An in-memory repository: the sample table, a base the test sets, saves recorded (or refused).
@MainActor
final class FakeExchangeRepository: ExchangeRepository {
    var table = ExchangeSample.rates()
    var list = ExchangeSample.currencies
    var base = "INR"
    var saveError: (any Error)?
    private(set) var savedBases: [String] = []

    func rates() -> ExchangeRates { table }
    func currencies() -> [Currency] { list }
    func baseCurrency() -> String { base }
    func setBaseCurrency(_ code: String) throws {
        if let saveError { throw saveError }
        savedBases.append(code)
        base = code
    }
    /// "Today" for typed days; the sample's last day unless a test moves it on.
    var today = ExchangeSample.asOf
    func now() -> Date { today }
}
