import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer router: the stack follows the flow's step")
struct TransferRouterTests {
    let navigator = Navigator()
    let origin = StubScreen("Origin")
    let repository = FakeTransferRepository()
    let listener = FakeTransferListener()

    /// A host that pops back to the origin when told the flow is over.
    init() {
        navigator.setRoot(StubScreen())
        navigator.push(origin)
        listener.returnTo = { [navigator] in navigator.pop(to: $0) }
    }

    /// The flow's first screen, pushed above the origin.
    private func open(card: WalletCard? = nil) -> TransferInteractor {
        let interactor = TransferInteractor(
            repository: repository, reference: TransferFixture.reference(), identifiers: SequentialRequestIDs(),
            zone: SwippyDate.utc,
            payingCard: card)
        navigator.push(
            TransferRouter(interactor: interactor, navigator: navigator, listener: listener, origin: origin).start())
        return interactor
    }

    private var title: String? { navigator.top?.render(RenderContext(width: 80)).first }

    private func type(_ inputs: String...) {
        for input in inputs { navigator.top?.handle(input) }
    }

    @Test func aNewStep_pushesItsScreen_andASubStepStaysOnIt() {
        _ = open()
        type("1", "2", "Anil Kumar")
        #expect(navigator.depth == 5)
        #expect(title == "Send money · New bank account")
    }

    @Test func cancel_tellsTheListener_whichReturnsToTheOrigin() {
        _ = open()
        type("1", "3", "c")
        #expect(listener.didCancelCallCount == 1)
        #expect(listener.didFinishCallCount == 0)
        #expect(listener.lastOrigin === origin)
        #expect(navigator.top === origin)
    }

    @Test func leaving_movesNoScreen_itIsTheHostsToPop() {
        listener.returnTo = nil
        _ = open()
        type("1", "3")
        let top = navigator.top
        type("c")
        #expect(listener.didCancelCallCount == 1)
        #expect(navigator.top === top)
        #expect(navigator.depth == 5)
    }

    @Test func theTrace_saysWhatTheRouterFollows_andWhereItLeaves() {
        _ = open()
        let lines = Trace.capture { type("1", "c") }
        #expect(
            lines.filter { $0.hasPrefix("router") } == [
                "router   Transfer.TransferRouter follows .destinationKind",
                "router   Transfer.TransferRouter follows .exit(.cancelled)",
                "router   Transfer.TransferRouter navigate(to: .cancelled)",
            ])
    }

    @Test func theStepsOfTheFlow_mapToItsScreens_andTheLastTwoLeaveIt() {
        #expect(TransferRouter.screen(for: .holderCheck) == .newAccount)
        #expect(TransferRouter.screen(for: .note) == .amount)
        #expect(TransferRouter.screen(for: .deleteBeneficiary("b-1")) == .beneficiary)
        #expect(TransferRouter.screen(for: .cancelled) == .exit(.cancelled))
        #expect(TransferRouter.screen(for: .finished) == .exit(.finished))
    }

    @Test func back_popsToTheScreenOfTheEarlierStep() throws {
        let interactor = open()
        type("1", "1", "1")
        #expect(title == "Send money · Amount")
        #expect(navigator.top?.goBack() == true)
        #expect(title == "Send money · Saved beneficiary")
        #expect(interactor.state.value.step == .beneficiary)
        #expect(navigator.top?.goBack() == true)
        #expect(navigator.top?.goBack() == true)
        #expect(title == "Send money · From")
        #expect(navigator.top?.goBack() == false)
    }

    @Test func choosingABranch_closesTheFinder_backOnTheForm() {
        _ = open()
        type("1", "2", "Anil", "123456789", "123456789", "f", "1", "kora")
        #expect(title == "Send money · Find IFSC")
        let finder = navigator.top
        type("1")
        #expect(title == "Send money · New bank account")
        #expect(navigator.depth == 5)
        #expect(finder?.takeNotices() == ["IFSC HDFC0000123 filled in (HDFC Bank, Koramangala)."])
        #expect(navigator.top?.takeNotices() == [])
    }

    @Test func theResult_replacesTheFlowAboveTheOrigin_andDoneReturns() {
        _ = open()
        type("1", "4", "1", "10", "", "1", TransferFixture.pin)
        #expect(title == "Send money · Sent")
        #expect(navigator.depth == 3)
        type("1")
        #expect(listener.didFinishCallCount == 1)
        #expect(listener.didCancelCallCount == 0)
        #expect(navigator.top === origin)
    }

    @Test func theRouter_holdsTheListenerWeakly() {
        weak var weakListener: FakeTransferListener?
        let interactor = TransferInteractor(
            repository: repository, reference: TransferFixture.reference(), identifiers: SequentialRequestIDs(),
            zone: SwippyDate.utc)
        do {
            let listener = FakeTransferListener()
            weakListener = listener
            navigator.push(
                TransferRouter(interactor: interactor, navigator: navigator, listener: listener, origin: origin)
                    .start())
        }
        #expect(weakListener == nil)
        interactor.cancel()
        #expect(navigator.depth == 3, "no one to tell: the stack stays")
    }

    @Test func backFromTheConfirmation_showsTheAmountAgain() {
        _ = open()
        type("1", "4", "1", "10", "Rent")
        #expect(title == "Send money · Confirm")
        #expect(navigator.top?.goBack() == true)
        #expect(navigator.top?.prompt == Prompt("Amount (Enter keeps ₹10.00)"))
    }

    @Test func start_returnsTheFirstScreen_andTheRouterFollowsEveryLaterStep() {
        let interactor = TransferInteractor(
            repository: repository, reference: TransferFixture.reference(), identifiers: SequentialRequestIDs(),
            zone: SwippyDate.utc)
        let first = TransferRouter(interactor: interactor, navigator: navigator, listener: listener, origin: origin)
            .start()
        #expect(navigator.top === origin)
        navigator.push(first)
        interactor.chooseSource(at: 0)
        #expect(title == "Send money · To")
        #expect(navigator.depth == 4)
        #expect(interactor.back())
        #expect(navigator.top === first)
    }

    @Test func theScreenThatTookTheInput_showsWhatTheFlowSaid_beforeTheRouterMovesOn() {
        _ = open()
        type("1", "2", "Anil", "123456789", "123456789", "f", "1", "kora")
        let finder = navigator.top
        type("1")
        #expect(navigator.top !== finder)
        #expect(finder?.takeNotices() == ["IFSC HDFC0000123 filled in (HDFC Bank, Koramangala)."])
    }

    @Test func afterLeavingForTheOrigin_aLaterChangePushesNothing() {
        let interactor = open()
        type("1", "3", "c")
        #expect(navigator.top === origin)
        interactor.chooseSource(at: 0)
        #expect(navigator.top === origin)
        #expect(navigator.depth == 2)
    }

    @Test func aCardPayment_goesFromTheSourceToTheDueChoice() {
        _ = open(card: WalletCard(position: 0, card: repository.wallet.cards[0]))
        type("1")
        #expect(navigator.top?.prompt == Prompt("Choose an option (1-2)"))
        #expect(navigator.top?.goBack() == true)
        #expect(title == "Send money · From")
    }
}
