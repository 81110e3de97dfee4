import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Home

/// Home's screen drawn by the second View (`--ui json`, `JSONView`): its view model's fields, read back as JSON.
@MainActor
@Suite("Home screens through the JSON View")
struct HomeJSONScreenTests {
    let router = FakeHomeRouter()

    func allScreens() throws -> [JSONScreen] {
        [
            try JSONScreen.drawn(
                HomePresenter(interactor: FakeHomeInteractor(HomeFixture.asha), router: router),
                initial: .initial, render: HomeView.render)
        ]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "Home" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "Home")))
    }

    @Test func theMenu_isItsRows_andThePromptTakesANumberOrAFeatureWord() throws {
        let home = try #require(try allScreens().first)
        #expect(home.text("greeting") == "Hello, Asha Rao.")
        #expect(home.count("rows") == 8)
        #expect(home.text("rows", "1", "word") == "transfer")
        #expect(home.text("rows", "1", "title") == "Send money")
        #expect(home.prompt["numbers"] as? Int == 8)
        #expect((home.prompt["words"] as? [String])?.prefix(2) == ["cards", "transfer"])
        #expect(home.prompt["commands"] as? [String] == ["b", "h", "?", "q"])
    }
}
