import SwippyCore

/// Owns the Tips state; every intent changes it with one `state.update`.
@MainActor
final class TipsInteractor: TipsInteracting {
    let state: ObservableValue<TipsState>

    init(tips: [String]) {
        state = ObservableValue(TipsState(tips: tips))
    }

    func open(at index: Int) {
        state.update { state in
            guard state.tips.indices.contains(index) else {
                state.notice = Notice("There is no tip \(index + 1).", after: state.notice)
                return
            }
            state.step = .tip(index)
        }
    }

    func back() -> Bool {
        guard case .tip = state.value.step else { return false }
        state.update { $0.step = .list }
        return true
    }
}
