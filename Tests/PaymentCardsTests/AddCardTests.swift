import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

@MainActor
@Suite("PaymentCards: Add card")
struct AddCardTests {
    let repository = FakeAddCardRepository()
    let listener = FakeAddCardListener()

    @Test func theFlow_checksEachPart_showsTheNetwork_andSavesTheCardMasked() {
        let interactor = AddCardInteractor(repository: repository, listener: listener)
        interactor.type("4111 1111 1111 1112")
        #expect(interactor.state.value.notice?.text == CardNumber.Problem.checkDigit.description)
        interactor.type("378282246310005")
        #expect(interactor.state.value.step == .expiry)
        interactor.type("10/26")
        #expect(interactor.state.value.notice?.text == "That card expired at the end of 10/26: check the expiry date.")
        interactor.type("11/26")
        interactor.type("Asha Rao")
        #expect(interactor.back())
        #expect(interactor.state.value.step == .holder)
        interactor.type("Asha Rao")
        interactor.chooseBank(at: 0)
        let confirm = AddCardPresenter.viewModel(for: interactor.state.value)
        #expect(confirm.fields.first == Block.Field("Network", "Amex", keep: true))
        #expect(confirm.fields[1] == Block.Field("Number", "•••• •••••• •0005", keep: true), "Amex: 4-6-5")
        interactor.answer(.yes)
        #expect(interactor.state.value.step == .done)
        #expect(interactor.state.value.number == nil)
        #expect(repository.wallet.cards.last?.number == "•••• •••••• •0005")
        #expect(repository.wallet.cards.last?.type == "AMEX")
        #expect(repository.wallet.cards.last?.expiry == CardExpiry(month: 11, year: 2026), "the expiry is stored")
        #expect(
            AddCardPresenter.viewModel(for: interactor.state.value).message
                == "Added HDFC Bank Amex card ••0005, expiring 11/26. It is in your card list now.")
    }

    @Test func afterStepBack_enterKeepsTheEarlierAnswer_andThePromptSaysSo() {
        let interactor = AddCardInteractor(repository: repository, listener: listener)
        for text in ["4111111111111111", "12/30", "Asha"] { interactor.type(text) }
        #expect(interactor.back())
        #expect(
            AddCardPresenter.viewModel(for: interactor.state.value).prompt == Prompt("Name on card (Enter keeps ASHA)"))
        interactor.type("")
        #expect(interactor.state.value.step == .bank)
        #expect(interactor.state.value.holder == "ASHA")
        #expect(interactor.back() && interactor.back() && interactor.back())
        #expect(
            AddCardPresenter.viewModel(for: interactor.state.value).prompt == Prompt("Card number (Enter keeps ••1111)")
        )
        interactor.type(" ")
        #expect(
            AddCardPresenter.viewModel(for: interactor.state.value).prompt
                == Prompt("Expiry (MM/YY) (Enter keeps 12/30)"))
        interactor.type("")
        #expect(interactor.state.value.step == .holder)
        #expect(interactor.state.value.notice == nil, "Enter was taken, not refused")
    }

    @Test func anUnknownNetwork_isSaidAsSuch_andTheNumberIsMaskedTheSameBeforeAndAfterSaving() {
        let interactor = AddCardInteractor(repository: repository, listener: listener)
        for text in ["900000000001", "12/30", "Asha"] { interactor.type(text) }
        interactor.chooseBank(at: 0)
        let confirm = AddCardPresenter.viewModel(for: interactor.state.value)
        #expect(confirm.fields.first == Block.Field("Network", "Unknown network", keep: true))
        #expect(confirm.fields[1] == Block.Field("Number", "•••• •••• 0001", keep: true))
        interactor.answer(.yes)
        #expect(repository.wallet.cards.last?.maskedNumber == "•••• •••• 0001")
        #expect(
            AddCardPresenter.viewModel(for: interactor.state.value).message
                == "Added HDFC Bank card ••0001, expiring 12/30. It is in your card list now.")
    }

    @Test func aDuplicate_isRefusedAtTheBank_withTheReason() {
        let interactor = AddCardInteractor(repository: repository, listener: listener)
        for text in ["4000 0000 0005 3456", "08/29", "Asha Rao"] { interactor.type(text) }
        interactor.chooseBank(at: 0)
        #expect(
            interactor.state.value.notice?.text == "You already have a HDFC Bank card ending 3456: it is in your list.")
        #expect(interactor.state.value.step == .bank)
        #expect(repository.saveCount == 0)
    }

    @Test func thePresenter_forwardsOneIntentPerInput_andEnterOnTheResultClosesTheFlow() {
        let interactor = FakeAddCardInteractor()
        let presenter = AddCardPresenter(interactor: interactor)
        let view = FakeScreenView<AddCardViewModel>()
        presenter.view = view
        presenter.start()
        presenter.handle("4111 1111 1111 1111")
        #expect(interactor.typed == ["4111 1111 1111 1111"])
        interactor.state.update { $0.step = .bank }
        presenter.handle("9")
        #expect(view.lastNotice == MenuInput.unknownHint("9", count: 2))
        presenter.handle("2")
        #expect(interactor.chosenBanks == [1])
        interactor.state.update { $0.step = .confirm }
        presenter.handle("n")
        presenter.handle("maybe")
        #expect(interactor.answers == [.no])
        #expect(interactor.typed == ["4111 1111 1111 1111", "maybe"])
        interactor.state.update { $0.step = .done }
        presenter.handle("")
        #expect(interactor.closeCallCount == 1)
        #expect(presenter.goBack())
        #expect(interactor.backCallCount == 1)
    }

    @Test func theFlowsEnd_reachesItsListener_fromTheResultOrTheFirstQuestion() {
        let interactor = AddCardInteractor(repository: repository, listener: listener)
        #expect(interactor.back(), "b on the first question ends the flow")
        #expect(listener.finishCallCount == 1)
        for text in ["4111 1111 1111 1111", "08/29", "Asha Rao"] { interactor.type(text) }
        interactor.chooseBank(at: 0)
        interactor.answer(.no)
        #expect(interactor.state.value.step == .done)
        interactor.close()
        #expect(interactor.back())
        #expect(listener.finishCallCount == 3)
        #expect(repository.saveCount == 0)
    }

    @Test func withoutAListener_bOnTheFirstQuestionLetsTheHostPop() {
        let interactor = AddCardInteractor(repository: repository, listener: nil)
        #expect(!interactor.back())
    }

    @Test func theList_offersAddCard_evenWhenEmpty_andTheRouterPushesAndReleasesTheFlow() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let dependency = FakeAddingDependency()
        weak var weakFlow: (any Screen)?
        do {
            let list = PaymentCardsBuilder(dependency: dependency).build(
                listener: FakePaymentCardsListener(), navigator: navigator)
            navigator.push(list)
            #expect(list.render(RenderContext(width: 40)).contains("  a  Add a card"))
            list.handle("a")
            weakFlow = navigator.top
            #expect(weakFlow !== list)
            weakFlow?.handle("4111 1111 1111 1111")
            #expect(weakFlow?.prompt == Prompt("Expiry (MM/YY)"))
            #expect(weakFlow?.goBack() == true)
            #expect(weakFlow?.goBack() == true, "b on the first question ends the flow")
            #expect(navigator.top === list)
        }
        #expect(weakFlow == nil)
        navigator.top?.handle("a")
        #expect(navigator.depth == 3, "a fresh flow each time")
        #expect(navigator.top?.prompt == Prompt("Card number"))
    }

    @Test func withoutAHostRepository_thereIsNoAddCard() {
        var state = PaymentCardsState(pageSize: 6)
        state.phase = .loaded
        #expect(PaymentCardsPresenter.viewModel(for: state).commands.isEmpty)
        state.canAddCards = true
        #expect(PaymentCardsPresenter.viewModel(for: state).commands == [Block.Command("a", "Add a card")])
    }
}
