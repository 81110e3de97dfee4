import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Profile

/// Profile's screens drawn by the second View (`--ui json`, `JSONView`): their view models' fields, read back as
/// JSON.
@MainActor
@Suite("Profile screens through the JSON View")
struct ProfileJSONScreenTests {
    let router = FakeProfileRouter()

    func flow(_ kind: ProfileFlowKind, step: Int = 0) throws -> JSONScreen {
        var state = ProfileFlowState(kind: kind, signedInUser: TestUsers.asha, userID: "u-asha", currencies: [])
        state.stepIndex = step
        return try JSONScreen.drawn(
            ProfileFlowPresenter(interactor: FakeProfileFlowInteractor(state)), initial: .initial,
            render: ProfileView.render)
    }

    func allScreens() throws -> [JSONScreen] {
        [
            try JSONScreen.drawn(
                ProfilePresenter(interactor: FakeProfileInteractor(), router: router), initial: .initial,
                render: ProfileView.render),
            try flow(.editName), try flow(.changeLoginPIN, step: 1),
        ]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "Profile" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "Profile")))
    }

    @Test func theProfile_isItsFields_andNineOptions() throws {
        let profile = try #require(try allScreens().first)
        #expect(profile.screen == "ProfilePresenter")
        #expect(profile.fieldValues("Name") == ["Asha Rao"])
        #expect(profile.fieldValues("Mobile") == ["••••••3210"])
        #expect(profile.fieldValues("Member since") == ["12 Apr 2021"])
        #expect(profile.count("options") == 9)
        #expect(profile.text("options", "8") == "Sign out")
        #expect(profile.prompt["numbers"] as? Int == 9)
    }

    @Test func aFlow_asksOneQuestion_andAPINQuestionIsSecret() throws {
        let screens = try allScreens()
        #expect(screens[1].text("title") == "Edit name")
        #expect(screens[1].promptText == "New name (Enter keeps Asha Rao)")
        #expect(screens[1].prompt["answer"] as? String == "text")
        #expect(screens[2].text("title") == "Change login PIN")
        #expect(screens[2].text("lines", "0") == "Step 2 of 3. Type b to go back.")
        #expect(screens[2].prompt["secret"] as? Bool == true)
    }
}
