import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Profile

@MainActor
@Suite("Profile presenter: the profile screen")
struct ProfilePresenterTests {
    let interactor = FakeProfileInteractor()
    let view = FakeScreenView<ProfileViewModel>()
    let router = FakeProfileRouter()

    func presenter() -> ProfilePresenter {
        let presenter = ProfilePresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test func start_bindsThenLoads_andReappearingLoadsAgain() {
        let presenter = presenter()
        #expect(view.displayed.count == 1)
        #expect(interactor.loadCallCount == 1)
        presenter.didReappear()
        #expect(interactor.loadCallCount == 2)
    }

    @Test func viewModel_masksTheMobileAndOffersNineOptions() {
        let model = ProfilePresenter.viewModel(
            for: ProfileState(user: TestUsers.asha, settings: UserSettings(), currencies: []))
        #expect(model.fields.first { $0.label == "Mobile" }?.value.text == "••••••3210")
        #expect(model.options.count == 9)
        #expect(!model.fields.map(\.value.text).joined().contains("9876543210"))
    }

    @Test func viewModel_withoutAUser_saysNobodyIsSignedIn() {
        let model = ProfilePresenter.viewModel(for: ProfileState(user: nil, settings: UserSettings(), currencies: []))
        #expect(model.lines == ["Nobody is signed in."])
    }

    @Test func viewModel_carriesTheNotice() {
        var state = ProfileState(user: TestUsers.asha, settings: UserSettings(colorEnabled: false), currencies: [])
        state.say("Colour is off.")
        let model = ProfilePresenter.viewModel(for: state)
        #expect(model.notice?.text == "Colour is off.")
        #expect(model.fields.last?.value.text == "Off")
    }

    @Test func flowChoices_openThroughTheInteractor_andSignOutLeavesThroughTheRouter() {
        let presenter = presenter()
        for input in ["1", "3", "6", "7", "9"] { presenter.handle(input) }
        #expect(interactor.opened == [.editName, .changeLoginPIN, .forgotTransferPIN, .baseCurrency])
        #expect(router.destinations == [.signOut])
        #expect(interactor.toggleColourCallCount == 0)
    }

    @Test func menuLabels_areTheFlowsTitles_thenColourAndSignOut() {
        let options = ProfilePresenter.viewModel(
            for: ProfileState(user: TestUsers.asha, settings: UserSettings(), currencies: [])
        ).options
        #expect(Array(options.prefix(7)) == ProfileFlowKind.allCases.map(\.title))
        #expect(
            options == [
                "Edit name", "Edit email", "Change login PIN", "Forgot login PIN", "Change transaction PIN",
                "Forgot transaction PIN", "Base currency", "Colour on/off", "Sign out",
            ])
    }

    @Test func eight_togglesColourThroughTheInteractor() {
        presenter().handle("8")
        #expect(interactor.toggleColourCallCount == 1)
        #expect(router.destinations.isEmpty && interactor.opened.isEmpty)
    }

    @Test(arguments: ["0", "10", "abc", ""])
    func unknownChoice_explainsAndCallsNothing(input: String) {
        presenter().handle(input)
        #expect(view.notices == [MenuInput.unknownHint(input, count: 9)])
        #expect(router.destinations.isEmpty && interactor.toggleColourCallCount == 0 && interactor.opened.isEmpty)
    }
}
