import SwippyCore

/// What the host must give Exchange.
@MainActor
public protocol ExchangeDependency: AnyObject {
    /// Where Exchange reads its items.
    var exchangeRepository: any ExchangeRepository { get }
}

/// What Exchange asks of its host.
@MainActor
public protocol ExchangeListener: AnyObject {
    /// The user chose `item`; the module's screen is already popped.
    func exchangeDidChoose(_ item: String)
}

/// Where Exchange reads its data: intents, never the whole wallet. The app adapts its store to this.
@MainActor
public protocol ExchangeRepository: AnyObject {
    /// The items to offer, in order.
    func items() throws -> [String]
}

/// What the presenter asks of the interactor: intents that change the observable state.
@MainActor
protocol ExchangeInteracting: AnyObject {
    /// The flow's whole state, observed by the presenter.
    var state: ObservableValue<ExchangeState> { get }
    /// Loads the items; a reload says so in the state's notice.
    func load()
    /// Chooses the item at zero-based `index` of the loaded items.
    func choose(at index: Int)
}

/// What the presenter asks of the router.
@MainActor
protocol ExchangeRouting: AnyObject {
    /// Goes where the flow's `step` leads.
    func navigate(to destination: ExchangeDestination)
}

/// Where the Exchange screen can go: decided by the router from the interactor's step.
enum ExchangeDestination: Equatable {
    case step(ExchangeState.Step)
}
