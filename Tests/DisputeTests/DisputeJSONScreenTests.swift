import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

/// Dispute's screens drawn by the second View (`--ui json`, `JSONView`): their view models' fields, read back as
/// JSON.
@MainActor
@Suite("Dispute screens through the JSON View")
struct DisputeJSONScreenTests {
    static func disputes(_ state: DisputeState) -> FakeDisputeInteractor {
        let interactor = FakeDisputeInteractor()
        interactor.state.send(state)
        return interactor
    }

    static func drawn<P: ModulePresenter<DisputeViewModel>>(_ presenter: P) throws -> JSONScreen {
        try JSONScreen.drawn(presenter, initial: .initial, render: DisputeView.render)
    }

    static func loaded(_ step: DisputeState.Step) -> DisputeState {
        var state = DisputeStateSamples.loaded([DisputeStateSamples.dispute()])
        state.step = step
        if case .detail(let id) = step { state.detail = DisputeState.Detail(id: id) }
        return state
    }

    func allScreens() throws -> [JSONScreen] {
        var sent = Self.loaded(.emailSent)
        sent.email.step = .sent(
            OutboxMessage(
                id: "MSG-1001", to: "support@swippy.example", subject: "Card", body: "Please call me back.",
                sentAt: testNow))
        var block = CardServicesState()
        block.service = .block
        block.step = .reason
        block.cards = DisputeStateSamples.cards
        block.card = DisputeStateSamples.cards.first
        let cards = FakeCardServicesInteractor()
        cards.state.send(block)
        let disputes = FakeDisputeInteractor()
        return [
            try Self.drawn(DisputeHubPresenter(interactor: Self.disputes(Self.loaded(.hub)))),
            try Self.drawn(
                RaiseDisputePresenter(
                    interactor: Self.disputes(DisputeStateSamples.raiseAtTransactions()), transactionID: nil)),
            try Self.drawn(MyDisputesPresenter(interactor: Self.disputes(Self.loaded(.myDisputes)))),
            try Self.drawn(DisputeDetailPresenter(interactor: Self.disputes(Self.loaded(.detail(id: "DSP-1001"))))),
            try Self.drawn(ContactSupportPresenter(interactor: Self.disputes(Self.loaded(.contactSupport)))),
            try Self.drawn(EmailSupportPresenter(interactor: Self.disputes(Self.loaded(.emailSupport)))),
            try Self.drawn(EmailSentPresenter(interactor: Self.disputes(sent))),
            try Self.drawn(CardServicePresenter(service: .block, preset: nil, interactor: cards, disputes: disputes)),
        ]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "Dispute" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "Dispute")))
    }

    @Test func theHubAndTheLists_areTheirOptionsAndRows() throws {
        let screens = try allScreens()
        let hub = screens[0]
        #expect(hub.text("title") == "Disputes and support")
        #expect(hub.count("options") == 6 && hub.text("options", "0") == "Raise a dispute")
        #expect(hub.prompt["numbers"] as? Int == 6)
        let raise = screens[1]
        #expect(raise.text("parts", "1", "heading") == "Transactions, newest first")
        #expect(
            raise.value("parts", "1", "rows", "0") as? [String] == ["1.", "19 Nov 2026", "Shop t-new", "-₹250.00", ""])
        #expect(raise.prompt["numbers"] as? Int == 4)
        let mine = screens[2]
        #expect(
            mine.value("parts", "1", "rows", "0") as? [String] == [
                "1.", "DSP-1001", "21 Nov 2026", "Shop t-new", "₹250.00", "open",
            ])
    }

    @Test func theDetail_support_andCardScreens_showTheirFields() throws {
        let screens = try allScreens()
        let detail = screens[3]
        #expect(detail.text("title") == "Dispute DSP-1001")
        #expect(detail.fieldValues("Status") == ["open"])
        #expect(detail.fieldValues("Amount") == ["₹250.00"])
        #expect(detail.text("options", "0") == "Withdraw this dispute")
        #expect(screens[4].fieldValues("Helpline") == ["1800-266-0101"])
        #expect(screens[5].promptText == "Subject" && screens[5].fieldValues("To") == ["support@swippy.example"])
        #expect(screens[6].fieldValues("Reference") == ["MSG-1001"])
        let block = screens[7]
        #expect(block.text("title") == "Block a card")
        #expect(block.fieldValues("Number") == ["•••• •••• •••• 3456"])
        #expect(block.value("options") as? [String] == ["Lost", "Stolen", "Damaged"])
        #expect(block.prompt["numbers"] as? Int == 3)
    }
}
