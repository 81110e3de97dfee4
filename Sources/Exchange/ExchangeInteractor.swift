import Foundation
import SwippyCore
import SwippyData

/// The rules of Exchange: the base picker, the rates table, the chart and its zoom, the converter. Owns the
/// flow's state; each intent sends it once. The maths is SwippyData's (`ExchangeRates`, `RateTable`).
@MainActor
final class ExchangeInteractor: ExchangeInteracting {
    let state: ObservableValue<ExchangeState>
    let repository: any ExchangeRepository

    init(repository: any ExchangeRepository) {
        self.repository = repository
        self.state = ObservableValue(ExchangeState())
    }

    func load() {
        var next = state.value
        next.rates = repository.rates()
        next.currencies = repository.currencies()
        next.base = repository.baseCurrency()
        next.matches = next.list.featured
        next.paging = Paging(itemCount: max(0, next.rates.quotedCodes.count - 1), pageSize: ExchangeState.pageSize)
        next.chartCode = next.base == "EUR" ? "USD" : "EUR"
        next.chartDays = next.lastWindow
        state.send(next)
    }

    func open(_ step: ExchangeState.Step) {
        var next = state.value
        next.step = step
        if step == .picker {
            next.query = ""
            next.matches = next.list.featured
        }
        state.send(next)
    }

    func search(_ query: String) {
        var next = state.value
        switch next.list.search(query) {
        case .empty:
            next.say(ExchangeText.emptyQuery)
        case .none(let typed):
            next.query = typed
            next.matches = []
            next.say(ExchangeText.noMatch(typed))
        case .matches(let found):
            next.query = query.trimmingCharacters(in: .whitespaces)
            next.matches = found
        }
        state.send(next)
    }

    func chooseBase(at index: Int) {
        var next = state.value
        guard next.matches.indices.contains(index) else { return }
        let chosen = next.matches[index]
        guard next.rates.quote(chosen.code) != nil else {
            next.say(ExchangeText.noRates(chosen))
            return state.send(next)
        }
        do {
            try repository.setBaseCurrency(chosen.code)
            next.base = chosen.code
            if next.chartCode == chosen.code { next.chartCode = chosen.code == "USD" ? "EUR" : "USD" }
            next.step = .hub
            next.say(ExchangeText.baseChanged(chosen))
        } catch {
            next.say(ExchangeText.notSaved(error))
        }
        state.send(next)
    }

    func sort(by order: RateTable.Order) {
        var next = state.value
        next.order = order
        next.paging = Paging(itemCount: next.paging.itemCount, pageSize: ExchangeState.pageSize)
        state.send(next)
    }

    func turnPage(forward: Bool) {
        var next = state.value
        if let refusal = next.paging.turn(forward: forward) { next.say(refusal) }
        state.send(next)
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
}
