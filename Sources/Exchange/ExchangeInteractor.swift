import Foundation
import SwippyCore
import SwippyData

/// The rules of Exchange: the base picker, the rates table, the chart and its zoom, the converter. Owns the
/// flow's state; each intent sends it once. The maths is SwippyData's (`ExchangeRates`, `RateTable`).
@MainActor
final class ExchangeInteractor: ExchangeInteracting {
    let state: ObservableValue<ExchangeState>
    let repository: any ExchangeRepository
    private let pageSize: Int?

    /// Pages hold `pageSize` rates or currencies (nil: 12 rates, 10 currencies).
    init(repository: any ExchangeRepository, pageSize: Int? = nil) {
        self.repository = repository
        self.pageSize = pageSize.map { max(1, $0) }
        self.state = ObservableValue(ExchangeState())
    }

    func load() {
        state.update { next in
            next.rates = repository.rates()
            next.currencies = repository.currencies()
            next.base = repository.baseCurrency()
            next.picker = ChoicePicker(
                offered: next.list.featured, noun: "currency", plural: "currencies",
                pageSize: pageSize ?? next.picker.paging.pageSize)
            next.paging = Paging(
                itemCount: max(0, next.rates.quotedCodes.count - 1), pageSize: pageSize ?? ExchangeState.pageSize)
            next.chartCode = next.base == "EUR" ? "USD" : "EUR"
            next.chartDays = next.lastWindow
        }
    }

    func open(_ step: ExchangeState.Step) {
        state.update { next in
            next.go(to: step)
            if step == .picker { next.picker.clear() }
        }
    }

    func pick(_ input: String) {
        state.update { next in
            let list = next.list
            switch next.picker.answer(input, candidates: list.candidates) {
            case .listed: break
            case .refused(let reason): next.say(reason)
            case .chosen(let chosen): chooseBase(chosen, &next)
            }
        }
    }

    func sort(by order: RateTable.Order) {
        state.update { next in
            next.order = order
            next.paging = Paging(itemCount: next.paging.itemCount, pageSize: next.paging.pageSize)
        }
    }

    func turnPage(forward: Bool) {
        state.update { next in
            if let refusal = next.paging.turn(forward: forward) { next.say(refusal) }
        }
    }

    /// The code typed, if the data quotes it; otherwise the reason, said in `next`.
    func quotedCode(_ text: String, _ next: inout ExchangeState) -> String? {
        let code = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard let currency = next.list.currency(code) else {
            next.say(ExchangeText.unknownCode(text))
            return nil
        }
        guard next.rates.quote(currency.code) != nil else {
            next.say(ExchangeText.noRates(currency))
            return nil
        }
        return currency.code
    }

    private func chooseBase(_ chosen: Currency, _ next: inout ExchangeState) {
        guard next.rates.quote(chosen.code) != nil else { return next.say(ExchangeText.noRates(chosen)) }
        do {
            try repository.setBaseCurrency(chosen.code)
            next.base = chosen.code
            if next.chartCode == chosen.code { next.chartCode = chosen.code == "USD" ? "EUR" : "USD" }
            next.go(to: .hub)
            next.say(ExchangeText.baseChanged(chosen))
        } catch {
            next.say(ExchangeText.notSaved(error))
        }
    }
}
