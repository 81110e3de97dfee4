import Testing
import SwippyCore
import SwippyData
@testable import SignIn

@MainActor
@Suite("SignIn presenter: answers to interactor and router")
struct SignInPresenterTests {
    let dependency = FakeSignInDependency()
    let view = FakeSignInView()
    let router = FakeSignInRouter()

    func presenter(_ mode: SignInState.Mode = .signIn) -> SignInPresenter {
        let interactor = SignInInteractor(mode: mode, repository: dependency.repository, codes: dependency.oneTimeCodes)
        let presenter = SignInPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test func start_showsTheMenuWithTheRememberedUser() {
        _ = presenter()
        #expect(view.models.last?.lines == ["Welcome back, Asha Rao (••••••3210)."])
        #expect(view.models.last?.options.count == 5)
        #expect(view.models.last?.prompt == Prompt())
    }

    @Test func one_thenRightPIN_asksSecretlyAndFinishesOnce() {
        let presenter = presenter()
        presenter.handle("1")
        #expect(view.models.last?.prompt == .secret("Login PIN"))
        presenter.handle("4826")
        #expect(router.finished.count == 1)
        #expect(router.finished.first?.userID == "u-asha")
        #expect(router.finished.first?.unlocking == false)
        #expect(view.notices == ["Welcome, Asha Rao."])
    }

    @Test(arguments: ["0", "6", "x", "", "99999999"])
    func menu_unknownChoice_explainsAndStays(input: String) {
        let presenter = presenter()
        presenter.handle(input)
        #expect(view.notices == [MenuInput.unknownHint(input, count: 5)])
        #expect(router.destinations.isEmpty && router.finished.isEmpty)
    }

    @Test func code_thenR_resendsWithANotice() {
        let presenter = presenter()
        presenter.handle("2")
        presenter.handle("")
        #expect(view.models.last?.prompt == .secret("One-time code"))
        presenter.handle("r")
        #expect(dependency.outbox.messages.count == 2)
        #expect(view.notices.last?.hasPrefix("A new code was sent") == true)
    }

    @Test func four_andFive_routeToRegisterAndForgot() {
        let presenter = presenter()
        presenter.handle("4")
        presenter.handle("5")
        #expect(router.destinations == [.register, .forgotPIN])
    }

    @Test func back_onMenu_staysAndExplains() {
        let presenter = presenter()
        #expect(presenter.goBack())
        #expect(view.notices == ["Sign in first (1 and your PIN), or type q to quit."])
    }

    @Test func unlock_s_signsOut_andRightPINUnlocks() {
        let presenter = presenter(.unlock(userID: "u-asha"))
        #expect(view.models.last?.title == "Session locked")
        presenter.handle("s")
        #expect(router.destinations == [.signOut])
        presenter.handle("4826")
        #expect(router.finished.first?.unlocking == true)
        #expect(view.notices.last == "Welcome back, Asha Rao.")
    }

    @Test func secretPrompts_areSecret() {
        let models = [
            SignInPresenter.viewModel(for: SignInState(mode: .signIn, step: .pin, remembered: nil)),
            SignInPresenter.viewModel(for: SignInState(mode: .signIn, step: .code(mobile: "9876543210"), remembered: nil)),
            SignInPresenter.viewModel(for: SignInState(mode: .unlock(userID: "u"), step: .pin, remembered: nil)),
        ]
        #expect(models.allSatisfy { $0.prompt.isSecret })
    }
}
