import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Profile

/// Whole screens at 80 and 40 columns, colour off and on, against `Tests/Snapshots/ProfileTests/*.txt`.
/// Re-record after an intended change: `SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter ProfileViewTests`,
/// run again without it, and review the files with `git diff`.
@MainActor
@Suite("Profile view: whole screens")
struct ProfileViewTests {
    func check(_ name: String, _ model: ProfileViewModel) -> String? {
        Snapshot.checkScreen(named: name) { ProfileView.render(model, $0) }
    }

    func flow(_ kind: ProfileFlowKind, step: Int = 0) -> ProfileFlowState {
        var state = ProfileFlowState(kind: kind, signedInUser: TestUsers.asha, userID: "u-asha", currencies: [])
        state.stepIndex = step
        return state
    }

    @Test func profile() {
        let state = ProfileState(user: TestUsers.asha, settings: UserSettings(baseCurrency: "EUR"), currencies: [])
        #expect(check("profile", ProfilePresenter.viewModel(for: state)) == nil)
    }

    @Test func profile_nobodySignedIn() {
        let state = ProfileState(user: nil, settings: UserSettings(), currencies: [])
        #expect(check("profile-nobody", ProfilePresenter.viewModel(for: state)) == nil)
    }

    @Test func editName() {
        #expect(check("edit-name", ProfileFlowPresenter.viewModel(for: flow(.editName))) == nil)
    }

    @Test func changeTransferPIN_newPIN() {
        #expect(
            check("change-transfer-pin-new", ProfileFlowPresenter.viewModel(for: flow(.changeTransferPIN, step: 1)))
                == nil)
    }

    @Test func forgotLoginPIN_codeStep() {
        var state = ProfileFlowState(kind: .forgotLoginPIN, signedInUser: nil, userID: nil, currencies: [])
        state.stepIndex = 2
        state.mobile = "9876543210"
        #expect(check("forgot-login-pin-code", ProfileFlowPresenter.viewModel(for: state)) == nil)
    }

    @Test func baseCurrency() {
        var state = flow(.baseCurrency)
        state.picker = ChoicePicker(
            offered: FakeProfileDependency().profileCurrencies, noun: "currency", plural: "currencies")
        state.currencyList = FakeProfileDependency().profileCurrencyList
        state.ratedCodes = FakeProfileDependency().profileRatedCodes
        #expect(check("base-currency", ProfileFlowPresenter.viewModel(for: state)) == nil)
        let count = state.picker.items.count
        #expect(
            ProfileFlowPresenter.viewModel(for: state).prompt
                == Prompt("Choose a currency (1-\(count)), or type a code or name to search"))
    }
}
