import Foundation
import SwippyCore
import SwippyData

/// What the host must give Exchange.
@MainActor
public protocol ExchangeDependency: AnyObject {
    /// Where Exchange reads the rates and saves the user's base currency.
    var exchangeRepository: any ExchangeRepository { get }
    /// Rates and currencies per page: as many as the terminal holds when Exchange opens; nil without a
    /// terminal (12 rates, 10 currencies a page).
    var exchangePageSize: Int? { get }
}

/// What Exchange tells its host.
@MainActor
public protocol ExchangeListener: AnyObject {
    /// The signed-in user chose `code` as their base currency (already saved).
    func exchangeDidChangeBase(to code: String)
}

/// Where Exchange reads its data and saves the one setting it changes. The app adapts its store to this.
@MainActor
public protocol ExchangeRepository: AnyObject {
    /// The USD quotes with their history.
    func rates() -> ExchangeRates
    /// The ISO 4217 currency list.
    func currencies() -> [Currency]
    /// The signed-in user's base currency (their setting, else their own currency).
    func baseCurrency() -> String
    /// Saves `code` as the signed-in user's base currency; throws when the save fails.
    func setBaseCurrency(_ code: String) throws
    /// Now, for typed dates such as `today` or `30d`.
    func now() -> Date
}

/// What the presenters ask of the interactor: intents that change the observable state.
@MainActor
protocol ExchangeInteracting: AnyObject {
    /// The flow's whole state, observed by every presenter.
    var state: ObservableValue<ExchangeState> { get }
    /// Reads the rates, the list and the user's base.
    func load()
    /// Moves to a new visit of `step` (the router follows and pushes its screen).
    func open(_ step: ExchangeState.Step)
    /// Answers the base picker (SwippyCore's `ChoicePicker`): a number, a page turn, or a search; the currency
    /// it chooses becomes the user's base.
    func pick(_ input: String)
    /// Orders the rates table.
    func sort(by order: RateTable.Order)
    /// Shows the next (`forward`) or previous page of the rates table.
    func turnPage(forward: Bool)
    /// Charts the currency typed (a code), over the last 30 days.
    func chart(_ code: String)
    /// Zooms the chart to the days typed ("2026-11-01 2026-11-10", "1 Nov 2026 to 10 Nov 2026").
    func zoom(_ text: String)
    /// Back to the last 30 days.
    func resetZoom()
    /// Converts what was typed: "100 EUR to JPY".
    func convert(_ text: String)
}
