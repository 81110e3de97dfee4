import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import SignIn

/// SignIn's screens drawn by the second View (`--ui json`, `JSONView`): their view models' fields, read back as
/// JSON.
@MainActor
@Suite("SignIn screens through the JSON View")
struct SignInJSONScreenTests {
    let router = FakeSignInRouter()
    static let asha = SignInState.Person(id: "u-asha", name: "Asha Rao", mobile: "9876543210")

    func signIn(_ step: SignInState.Step) throws -> JSONScreen {
        let interactor = FakeSignInInteractor(SignInState(mode: .signIn, step: step, remembered: Self.asha))
        return try JSONScreen.drawn(
            SignInPresenter(interactor: interactor, router: router), initial: .initial, render: SignInView.render)
    }

    func register(_ step: RegisterState.Step) throws -> JSONScreen {
        var state = RegisterState(currencies: [])
        state.step = step
        return try JSONScreen.drawn(
            RegisterPresenter(interactor: FakeRegisterInteractor(state)), initial: .initial, render: SignInView.render)
    }

    func allScreens() throws -> [JSONScreen] {
        [try signIn(.menu), try signIn(.pin), try register(.name), try register(.loginPIN)]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "SignIn" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "SignIn")))
    }

    @Test func theMenu_namesTheRememberedUser_masked_andOffersNoHome() throws {
        let menu = try #require(try allScreens().first)
        #expect(menu.screen == "SignInPresenter")
        #expect(menu.text("lines", "0") == "Welcome back, Asha Rao (••••••3210).")
        #expect(menu.count("options") == 5)
        #expect(menu.text("options", "0") == "Sign in with your login PIN")
        #expect(menu.value("shellCommands") as? [String] == [])
        #expect(menu.prompt["commands"] as? [String] == ["?", "q"])
        #expect(!menu.texts.contains { $0.contains("9876543210") })
    }

    @Test func thePINSteps_areSecret_andRegistrationAsksOneQuestionAtATime() throws {
        let screens = try allScreens()
        let pin = screens[1]
        #expect(pin.promptText == "Login PIN" && pin.prompt["secret"] as? Bool == true)
        #expect(pin.value("shellCommands") as? [String] == ["back"])
        let name = screens[2]
        #expect(name.screen == "RegisterPresenter" && name.text("title") == "Register")
        #expect(name.text("lines", "0") == "Step 1 of 8. Type b to go back one step.")
        #expect(name.prompt["answer"] as? String == "text")
        let newPIN = screens[3]
        #expect(newPIN.promptText == "New 4-digit login PIN" && newPIN.prompt["answer"] as? String == "secret")
    }
}
