import SwippyData
import Testing

@testable import Profile

@MainActor
@Suite("Profile interactor: loading and the colour setting")
struct ProfileInteractorTests {
    let dependency = FakeProfileDependency()

    func interactor() -> ProfileInteractor {
        let interactor = ProfileInteractor(repository: dependency.repository, currencies: dependency.profileCurrencies)
        interactor.load()
        return interactor
    }

    @Test func load_readsTheSignedInUserAndSettings() {
        dependency.repository.wallet.settings.baseCurrency = "EUR"
        let state = interactor().state.value
        #expect(state.user?.id == "u-asha")
        #expect(state.settings.baseCurrency == "EUR")
    }

    @Test func toggleColour_savesRereadsAndSaysSoInOneSend() {
        let interactor = interactor()
        var count = 0
        let token = interactor.state.observe { _ in count += 1 }
        interactor.toggleColour()
        token.cancel()
        #expect(count == 1 + 1)
        #expect(dependency.repository.wallet.settings.colorEnabled == false)
        #expect(interactor.state.value.settings.colorEnabled == false)
        #expect(interactor.state.value.notice?.text == "Colour is off.")
        interactor.toggleColour()
        #expect(dependency.repository.wallet.settings.colorEnabled == true)
        #expect(interactor.state.value.notice?.text.hasPrefix("Colour is on") == true)
    }

    @Test func toggleColour_failedSave_isSaid() {
        let interactor = interactor()
        dependency.repository.failure = SaveFailed()
        interactor.toggleColour()
        #expect(interactor.state.value.notice?.text == "Could not save the setting: disk full")
        #expect(interactor.state.value.settings.colorEnabled == nil)
    }
}
