import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Dispute

@MainActor
@Suite("Card services interactor")
struct CardServicesInteractorTests {
    private func make(_ repository: FakeDisputeRepository) -> CardServicesInteractor {
        CardServicesInteractor(repository: repository, maxWrongAttempts: 3)
    }

    /// An interactor at the PIN step of blocking the card at `position` as lost.
    private func atPIN(_ repository: FakeDisputeRepository, position: Int = 0) -> CardServicesInteractor {
        let interactor = make(repository)
        interactor.begin(.block, preset: position)
        interactor.chooseReason(at: 0)
        return interactor
    }

    // MARK: - The shared first step

    @Test func beginning_withoutACard_offersTheUsersCards() {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(.activation, preset: nil)
        #expect(interactor.state.value.step == .card)
        #expect(interactor.state.value.cards.map(\.card.title) == ["Millennia", "Travel One"])
        interactor.chooseCard(at: 1)
        #expect(interactor.state.value.step == .digits)
        #expect(interactor.state.value.card?.card.title == "Travel One")
    }

    @Test(arguments: [(CardServicesState.Service.block, CardServicesState.Step.reason), (.activation, .digits)])
    func beginning_withAPresetCard_skipsTheChoice(service: CardServicesState.Service, step: CardServicesState.Step) {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(service, preset: 0)
        #expect(interactor.state.value.step == step)
        #expect(interactor.state.value.cardWasPreset)
        #expect(!interactor.stepBack())
    }

    @Test func beginning_withACardNoLongerThere_isUnavailable() {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(.block, preset: 9)
        #expect(interactor.state.value.step == .unavailable("This card is no longer in your wallet."))
    }

    @Test func beginning_whenReadingFails_isUnavailable() {
        let repository = FakeDisputeRepository()
        repository.failReads = true
        let interactor = make(repository)
        interactor.begin(.block, preset: nil)
        #expect(interactor.state.value.step == .unavailable("Could not load your cards: disk full"))
    }

    // MARK: - Blocking

    @Test func blocking_withTheRightPIN_blocksTheCardWithItsReason() {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        interactor.begin(.block, preset: nil)
        interactor.chooseCard(at: 0)
        interactor.chooseReason(at: 1)
        interactor.block(pin: "592741")
        #expect(interactor.state.value.step == .done)
        #expect(interactor.state.value.card?.card.effectiveStatus == .blocked)
        #expect(interactor.state.value.notice?.text == "Millennia is blocked.")
        #expect(repository.wallet.cards[0].status == .blocked)
        #expect(repository.wallet.cards[0].blockReason == "stolen")
    }

    @Test func blocking_isIrreversible() {
        let repository = FakeDisputeRepository()
        atPIN(repository).block(pin: "592741")
        let again = make(repository)
        again.begin(.block, preset: 0)
        #expect(
            again.state.value.step == .unavailable("Millennia is already blocked (lost); blocking cannot be undone."))
        again.begin(.activation, preset: 0)
        #expect(again.state.value.step == .unavailable("Millennia is blocked: a blocked card cannot be activated."))
        again.begin(.activation, preset: nil)
        again.chooseCard(at: 0)
        #expect(again.state.value.step == .card)
        #expect(again.state.value.notice?.text == "Millennia is blocked: a blocked card cannot be activated.")
        #expect(repository.wallet.cards[0].blockReason == "lost")
    }

    @Test func blocking_aCardBlockedMeanwhile_isRefused() {
        let repository = FakeDisputeRepository()
        let interactor = atPIN(repository)
        atPIN(repository).block(pin: "592741")
        interactor.block(pin: "592741")
        #expect(
            interactor.state.value.notice?.text == "Millennia is already blocked (lost); blocking cannot be undone.")
        #expect(repository.blockCallCount == 1)
    }

    @Test func blocking_withWrongPINs_countsDown_thenLocks_likeTransfers() {
        let repository = FakeDisputeRepository()
        let interactor = atPIN(repository)
        interactor.block(pin: "111111")
        #expect(interactor.state.value.notice?.text == "Wrong transaction PIN. 2 tries left.")
        interactor.block(pin: "111111")
        #expect(interactor.state.value.notice?.text == "Wrong transaction PIN. 1 try left.")
        interactor.block(pin: "111111")
        #expect(interactor.state.value.notice?.text == "Too many wrong transaction PINs: the card was not blocked.")
        #expect(interactor.state.value.step == .locked)
        #expect(repository.wallet.securityState(of: TestWallet.userID).transfersLocked)
        #expect(repository.wallet.cards[0].status == nil)
    }

    @Test(arguments: ["", "12345", "59274a", "5927411"])
    func blocking_withAMalformedPIN_isRefusedWithoutCountingIt(pin: String) {
        let repository = FakeDisputeRepository()
        let interactor = atPIN(repository)
        interactor.block(pin: pin)
        #expect(interactor.state.value.notice?.text == "A transaction PIN is 6 digits.")
        #expect(interactor.state.value.step == .pin)
        #expect(repository.blockCallCount == 0)
    }

    @Test func blocking_whenSavingFails_saysSo() {
        let repository = FakeDisputeRepository()
        let interactor = atPIN(repository)
        repository.failSaves = true
        interactor.block(pin: "592741")
        #expect(interactor.state.value.notice?.text == "The card was not blocked: disk full")
        #expect(interactor.state.value.step == .pin)
    }

    @Test func steppingBack_fromThePIN_keepsTheReason_andReachesTheCards() {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(.block, preset: nil)
        interactor.chooseCard(at: 0)
        interactor.chooseReason(at: 2)
        #expect(interactor.stepBack())
        #expect(interactor.state.value.step == .reason)
        #expect(interactor.state.value.reason == .damaged)
        #expect(interactor.stepBack())
        #expect(interactor.state.value.step == .card)
        #expect(!interactor.stepBack())
    }

    // MARK: - Activation

    @Test(
        arguments: [
            ("34", "34", nil),
            ("5 6", "56", nil),
            ("abcd", "", "Only digits 0-9. Type the last 4 digits of the card number, for example 3456."),
            ("-1", "", "Only digits 0-9. Type the last 4 digits of the card number, for example 3456."),
            (
                "12345", "",
                "That makes 5 digits; the card needs exactly 4. Type the last 4 digits of the card number, "
                    + "for example 3456."
            ),
            ("", "", "Nothing typed. Type the last 4 digits of the card number, for example 3456."),
            ("٣٤٥٦", "", "Only digits 0-9. Type the last 4 digits of the card number, for example 3456."),
        ] as [(String, String, String?)])
    func typedDigits_areCollectedOrRefusedWithOneLine(input: String, typed: String, message: String?) {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(.activation, preset: 0)
        interactor.enterDigits(input)
        #expect(interactor.state.value.typed == typed)
        #expect(interactor.state.value.notice?.text == message)
    }

    @Test func fourDigitsThatMatch_askToConfirm_andOthersAreCleared() {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(.activation, preset: 0)
        interactor.enterDigits("12")
        interactor.enterDigits("34")
        #expect(interactor.state.value.typed == "")
        #expect(
            interactor.state.value.notice?.text
                == "1234 does not match the last 4 digits of this card; they were cleared. Type the "
                + "last 4 digits again."
        )
        interactor.enterDigits("34")
        interactor.clearDigits()
        #expect(interactor.state.value.typed == "")
        #expect(interactor.state.value.notice?.text == "Cleared. Type the last 4 digits of the card number.")
        interactor.enterDigits("3456")
        #expect(interactor.state.value.step == .confirm)
    }

    @Test func manyCards_pageFromTheFirst_andANumberOnAnotherPageIsChosen() {
        let repository = FakeDisputeRepository()
        let template = repository.wallet.cards[0]
        repository.wallet.cards = (1...14).map { index in
            var card = template
            card.title = "Card \(index)"
            return card
        }
        let interactor = CardServicesInteractor(repository: repository, maxWrongAttempts: 3, pageSize: 6)
        interactor.begin(.activation, preset: nil)
        #expect(interactor.state.value.paging.itemCount == 14)
        #expect(interactor.state.value.paging.range == 0..<6)
        interactor.turnCardsPage(forward: false)
        #expect(interactor.state.value.notice?.text == "This is the first page.")
        interactor.turnCardsPage(forward: true)
        interactor.turnCardsPage(forward: true)
        #expect(interactor.state.value.paging.range == 12..<14)
        interactor.turnCardsPage(forward: true)
        #expect(interactor.state.value.notice?.text == "This is the last page.")
        interactor.chooseCard(at: 8)
        #expect(interactor.state.value.card?.card.title == "Card 9")
        #expect(interactor.state.value.paging.range == 6..<12, "the list turns to the chosen card's page")
        #expect(interactor.stepBack())
        interactor.turnCardsPage(forward: true)
        #expect(interactor.state.value.paging.range == 12..<14)
    }

    /// Item 18: with digits typed, every refusal says how to go on (what is missing, and c to clear).
    @Test func aRefusalAfterSomeDigits_saysWhatIsMissingAndThatCClears() {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(.activation, preset: 0)
        interactor.enterDigits("59")
        interactor.enterDigits("1234")
        #expect(interactor.state.value.typed == "59", "the digits typed before stay")
        #expect(
            interactor.state.value.notice?.text
                == "That makes 6 digits; the card needs exactly 4. Type the 2 digits still missing, or c to clear "
                + "and start again."
        )
        interactor.enterDigits("x")
        #expect(
            interactor.state.value.notice?.text
                == "Only digits 0-9. Type the 2 digits still missing, or c to clear and start again.")
        interactor.enterDigits("5")
        interactor.enterDigits("")
        #expect(
            interactor.state.value.notice?.text
                == "Nothing typed. Type the 1 digit still missing, or c to clear and start again.")
    }

    @Test func clearingWithNothingTyped_saysNothingToClear() {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(.activation, preset: 0)
        interactor.clearDigits()
        #expect(
            interactor.state.value.notice?.text == "Nothing to clear: no digits are typed yet. Type the last 4 digits.")
        let serial = interactor.state.value.notice?.serial
        interactor.clearDigits()
        #expect(interactor.state.value.notice?.serial != serial, "said again each time")
    }

    @Test func lastFour_ofACardWithAnOddNumberLength_usesItsLastDigits() {
        let interactor = make(FakeDisputeRepository())
        interactor.begin(.activation, preset: 1)
        interactor.enterDigits("5904")
        #expect(interactor.state.value.step == .confirm)
    }

    @Test func confirming_switchesActiveAndInactive_andSaves() {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        interactor.begin(.activation, preset: 0)
        interactor.enterDigits("3456")
        interactor.answerChange(.yes)
        #expect(interactor.state.value.step == .done)
        #expect(interactor.state.value.notice?.text == "Millennia is now inactive.")
        #expect(repository.wallet.cards[0].status == .inactive)
        interactor.begin(.activation, preset: 0)
        interactor.enterDigits("3456")
        interactor.answerChange(.yes)
        #expect(interactor.state.value.notice?.text == "Millennia is now active.")
        #expect(repository.wallet.cards[0].status == .active)
    }

    @Test func answering_noOrSomethingElse_changesNothing() {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        interactor.begin(.activation, preset: 0)
        interactor.enterDigits("3456")
        interactor.answerChange(nil)
        #expect(interactor.state.value.notice?.text == "Type y to confirm or n to leave the card as it is.")
        interactor.answerChange(.no)
        #expect(interactor.state.value.step == .digits)
        #expect(interactor.state.value.typed == "")
        #expect(interactor.state.value.notice?.text == "Nothing changed.")
        #expect(repository.setActiveCallCount == 0)
    }

    @Test func everyIntent_sendsTheStateOnce() {
        let interactor = make(FakeDisputeRepository())
        var sends = -1
        let token = interactor.state.observe { _ in sends += 1 }
        interactor.begin(.activation, preset: nil)
        interactor.chooseCard(at: 0)
        interactor.enterDigits("34")
        interactor.enterDigits("56")
        interactor.answerChange(.yes)
        #expect(sends == 5)
        token.cancel()
    }
}
