import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

/// PaymentCards' screens drawn by the second View (`--ui json`, `JSONView`): their view models' fields, read back
/// as JSON.
@MainActor
@Suite("PaymentCards screens through the JSON View")
struct PaymentCardsJSONScreenTests {
    let router = FakePaymentCardsRouter()
    static let card = Sample.card(
        "Millennia", due: Sample.due("242.33", .pending("due in 6 days")),
        actions: [.viewDetails, .payNow, .viewLastStatement])

    func card(_ step: PaymentCardsState.Step) throws -> JSONScreen {
        let interactor = FakePaymentCardsInteractor(cards: [WalletCard(position: 7, card: Self.card)], step: step)
        return try JSONScreen.drawn(
            CardPresenter(interactor: interactor, router: router), initial: .initial, render: PaymentCardsView.render)
    }

    func allScreens() throws -> [JSONScreen] {
        [
            try JSONScreen.drawn(
                PaymentCardsPresenter(
                    interactor: FakePaymentCardsInteractor(cards: Sample.walletCards(5), pageSize: 2)),
                initial: .initial, render: PaymentCardsView.render),
            try card(.card(position: 7)), try card(.details(position: 7)),
            try JSONScreen.drawn(
                AddCardPresenter(interactor: FakeAddCardInteractor(step: .bank)), initial: .initial,
                render: PaymentCardsView.render),
        ]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "PaymentCards" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "PaymentCards")))
    }

    @Test func theList_isAPageOfCards_numberedAcrossPages() throws {
        let list = try #require(try allScreens().first)
        #expect(list.screen == "PaymentCardsPresenter")
        #expect(list.text("summary") == "1–2 of 5 cards · page 1 of 3")
        #expect(list.text("content", "case") == "cards")
        #expect(list.count("content", "value") == 2)
        #expect(list.value("content", "value", "1", "number") as? Int == 2)
        #expect(list.text("content", "value", "0", "maskedNumber") == "•••• •••• •••• 3456")
        #expect(list.text("commands", "0", "key") == "n")
        #expect(list.prompt["numbers"] as? Int == 5)
    }

    @Test func aCard_isItsFields_andItsActions_andAddingOneAsksStepByStep() throws {
        let screens = try allScreens()
        let actions = screens[1]
        #expect(actions.screen == "CardPresenter" && actions.text("title") == "Millennia")
        #expect(actions.fieldValues("Due") == ["₹242.33 · Due in 6 days"])
        #expect(actions.count("options") == 5)
        #expect(actions.text("options", "1") == "Pay now")
        let details = screens[2]
        #expect(details.text("title") == "Millennia · details")
        #expect(details.fieldValues("Status") == ["Active"])
        #expect(details.promptText == "Type b to go back")
        let add = screens[3]
        #expect(add.screen == "AddCardPresenter" && add.text("title") == "Add card · step 4 of 5")
        #expect(add.text("menu", "1", "title") == "ICICI Bank")
        #expect(add.prompt["numbers"] as? Int == 2)
    }
}
