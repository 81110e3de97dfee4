import Foundation
import SwippyCore
import SwippyData

/// The converter: "100 EUR to JPY" → the result in the target's minor units, the rate used and its date.
extension ExchangeInteractor {
    func convert(_ text: String) {
        state.update { next in
            let words = text.split(separator: " ").map(String.init).filter {
                !["to", "in", "into", "="].contains($0.lowercased())
            }
            guard words.count == 3 || words.count == 2 else {
                next.say(ExchangeText.converterUsage)
                return
            }
            guard let from = quotedCode(words[1], &next) else { return }
            let to: String
            if words.count == 3 {
                guard let code = quotedCode(words[2], &next) else { return }
                to = code
            } else {
                to = next.base
            }
            switch Self.amount(words[0], currency: from) {
            case .failure(let reason):
                next.say(reason.text)
            case .success(let amount):
                guard let result = next.rates.converted(amount, from: from, to: to),
                    let rate = next.rates.rate(from: from, to: to)
                else {
                    next.say(ExchangeText.unknownCode(from))
                    return
                }
                next.conversion = ExchangeState.Conversion(
                    amount: amount, from: from, to: to, result: result, rate: rate, date: next.rates.asOf)
            }
        }
    }

    /// A typed amount in `currency`: `AmountInput`'s rules, with the currency's own minor units (JPY none,
    /// KWD three).
    static func amount(_ text: String, currency: String) -> Result<Decimal, ExchangeText.Reason> {
        AmountInput.parse(text, currency: currency).mapError { ExchangeText.Reason($0.description) }
    }
}
