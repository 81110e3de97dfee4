import SwippyCore

/// The rules of Exchange: loading and choosing. Owns the flow's state; each intent sends it once.
@MainActor
final class ExchangeInteractor: ExchangeInteracting {
    let state: ObservableValue<ExchangeState>
    private let repository: any ExchangeRepository

    init(repository: any ExchangeRepository) {
        self.repository = repository
        self.state = ObservableValue(ExchangeState())
    }

    func load() {
        var next = state.value
        do {
            next.items = try repository.items()
            if next.phase == .loaded {
                next.notice = Notice("The items are up to date.", after: next.notice)
            }
            next.phase = .loaded
        } catch {
            next.items = []
            next.phase = .failed("Could not load the items: \(error)")
        }
        next.step = .choosing
        state.send(next)
    }

    func choose(at index: Int) {
        guard state.value.items.indices.contains(index) else { return }
        var next = state.value
        next.step = .chosen(next.items[index])
        state.send(next)
    }
}
