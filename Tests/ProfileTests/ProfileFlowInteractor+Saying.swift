@testable import Profile

extension ProfileFlowInteractor {
    /// The notice `body` made the flow say, or nil when it said nothing new.
    func saying(_ body: () -> Void) -> String? {
        let before = state.value.notice
        body()
        return state.value.notice == before ? nil : state.value.notice?.text
    }
}
