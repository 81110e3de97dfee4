import Foundation
import Testing
import SwippyCore
import SwippyData
@testable import Profile

@MainActor
@Suite("Profile presenters")
struct ProfilePresenterTests {
    let dependency = FakeProfileDependency()
    let view = FakeProfileView()
    let router = FakeProfileRouter()

    func presenter() -> ProfilePresenter {
        let interactor = ProfileInteractor(repository: dependency.repository, currencies: dependency.profileCurrencies)
        let presenter = ProfilePresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test func start_showsMaskedMobileAndNineOptions() {
        _ = presenter()
        let model = view.models.last
        #expect(model?.fields.first { $0.label == "Mobile" }?.value == "••••••3210")
        #expect(model?.options.count == 9)
        #expect(!(model?.fields.map(\.value).joined().contains("9876543210") ?? true))
    }

    @Test func choices_openFlowsOrSignOut() {
        let presenter = presenter()
        presenter.handle("1")
        presenter.handle("3")
        presenter.handle("6")
        presenter.handle("9")
        #expect(router.destinations == [.flow(.editName), .flow(.changeLoginPIN), .flow(.forgotTransferPIN), .signOut])
    }

    @Test func colour_togglesAndIsRemembered() {
        let presenter = presenter()
        presenter.handle("8")
        #expect(dependency.repository.wallet.settings.colorEnabled == false)
        #expect(view.notices == ["Colour is off."])
        #expect(view.models.last?.fields.last?.value == "Off")
        presenter.handle("8")
        #expect(dependency.repository.wallet.settings.colorEnabled == true)
    }

    @Test(arguments: ["0", "10", "abc", ""])
    func unknownChoice_explains(input: String) {
        presenter().handle(input)
        #expect(view.notices == [MenuInput.unknownHint(input, count: 9)])
        #expect(router.destinations.isEmpty)
    }

    @Test func flowPresenter_doneShowsLineAndCloses() {
        let interactor = ProfileFlowInteractor(
            kind: .changeLoginPIN, repository: dependency.repository, codes: dependency.oneTimeCodes, currencies: [])
        let flowView = FakeProfileView()
        let presenter = ProfileFlowPresenter(interactor: interactor, router: router)
        presenter.view = flowView
        presenter.start()
        #expect(flowView.models.last?.prompt == .secret("Current 4-digit login PIN"))
        presenter.handle("4826")
        #expect(flowView.models.last?.prompt == .secret("New 4-digit login PIN"))
        presenter.handle("1357")
        presenter.handle("1357")
        #expect(flowView.notices == ["Login PIN changed."])
        #expect(router.destinations == [.close])
    }

    @Test func flowPresenter_rOnCodeStep_resends() {
        let interactor = ProfileFlowInteractor(
            kind: .forgotTransferPIN, repository: dependency.repository, codes: dependency.oneTimeCodes, currencies: [])
        let flowView = FakeProfileView()
        let presenter = ProfileFlowPresenter(interactor: interactor, router: router)
        presenter.view = flowView
        presenter.start()
        presenter.handle("9876543210")
        presenter.handle("r")
        #expect(dependency.outbox.messages.count == 2)
        #expect(flowView.models.last?.prompt == .secret("One-time code"))
        #expect(presenter.goBack())
        #expect(!presenter.goBack())
    }
}
