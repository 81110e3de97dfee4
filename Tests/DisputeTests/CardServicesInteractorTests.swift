import Foundation
import SwippyData
import Testing
@testable import Dispute

@MainActor
@Suite("Card services interactor")
struct CardServicesInteractorTests {
    private func make(_ repository: FakeDisputeRepository) -> CardServicesInteractor {
        CardServicesInteractor(repository: repository, maxWrongAttempts: 3)
    }

    @Test func blocking_withTheRightPIN_blocksTheCardWithItsReason() throws {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        let card = try #require(interactor.card(at: 0))
        guard case .blocked(let blocked) = interactor.block(card, reason: .stolen, pin: "592741") else {
            Issue.record("expected the card to be blocked")
            return
        }
        #expect(blocked.card.effectiveStatus == .blocked)
        #expect(repository.wallet.cards[0].status == .blocked)
        #expect(repository.wallet.cards[0].blockReason == "stolen")
    }

    @Test func blocking_isIrreversible() throws {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        let card = try #require(interactor.card(at: 0))
        _ = interactor.block(card, reason: .lost, pin: "592741")
        let blocked = try #require(interactor.card(at: 0))
        #expect(interactor.blockRefusal(blocked) == DisputeError("Millennia is already blocked (lost); blocking cannot be undone."))
        #expect(interactor.block(blocked, reason: .damaged, pin: "592741") == .refused(DisputeError(
            "Millennia is already blocked (lost); blocking cannot be undone.")))
        #expect(interactor.activationRefusal(blocked) == DisputeError("Millennia is blocked: a blocked card cannot be activated."))
        #expect(interactor.toggleActivation(blocked).isFailure)
        #expect(repository.wallet.cards[0].status == .blocked)
        #expect(repository.wallet.cards[0].blockReason == "lost")
    }

    @Test func blocking_withWrongPINs_countsDown_thenLocks_likeTransfers() throws {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        let card = try #require(interactor.card(at: 0))
        #expect(interactor.block(card, reason: .lost, pin: "111111") == .wrongPIN(attemptsLeft: 2))
        #expect(interactor.block(card, reason: .lost, pin: "111111") == .wrongPIN(attemptsLeft: 1))
        #expect(interactor.block(card, reason: .lost, pin: "111111") == .locked)
        #expect(interactor.block(card, reason: .lost, pin: "592741") == .locked)
        #expect(repository.wallet.securityState(of: TestWallet.userID).transfersLocked)
        #expect(repository.wallet.cards[0].status == nil)
    }

    @Test(arguments: ["", "12345", "59274a", "5927411"])
    func blocking_withAMalformedPIN_isRefusedWithoutCountingIt(pin: String) throws {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        let card = try #require(interactor.card(at: 0))
        #expect(interactor.block(card, reason: .lost, pin: pin) == .refused(DisputeError("A transaction PIN is 6 digits.")))
        #expect(repository.blockCallCount == 0)
    }

    @Test func blocking_whenSavingFails_saysSo() throws {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        let card = try #require(interactor.card(at: 0))
        repository.failSaves = true
        #expect(interactor.block(card, reason: .lost, pin: "592741") == .refused(DisputeError("The card was not blocked: disk full")))
    }

    @Test(arguments: [
        ("3456", true), ("3455", false), ("345", false), ("6543", false), ("0012", false), ("", false),
    ])
    func lastFour_matchesOnlyTheExactLastFourDigits(typed: String, matches: Bool) throws {
        let interactor = make(FakeDisputeRepository())
        let card = try #require(interactor.card(at: 0))
        #expect(interactor.matchesLastFour(typed, of: card) == matches)
    }

    @Test func lastFour_ofACardWithAnOddNumberLength_usesItsLastDigits() throws {
        let interactor = make(FakeDisputeRepository())
        let card = try #require(interactor.card(at: 1))
        #expect(interactor.matchesLastFour("5904", of: card))
    }

    @Test(arguments: [
        ("", "34", "34", nil),
        ("34", "5 6", "3456", nil),
        ("", "abcd", nil, "Only digits 0-9: type the last 4 digits of the card number."),
        ("", "-1", nil, "Only digits 0-9: type the last 4 digits of the card number."),
        ("345", "67", nil, "That makes 5 digits; the card needs exactly 4."),
        ("", "", nil, "Type the digits, for example 3456."),
        ("", "٣٤٥٦", nil, "Only digits 0-9: type the last 4 digits of the card number."),
    ] as [(String, String, String?, String?)])
    func typedDigits_areCollectedOrRefusedWithOneLine(typed: String, input: String, result: String?, message: String?) {
        let outcome = make(FakeDisputeRepository()).appendDigits(input, to: typed)
        switch outcome {
        case .success(let digits): #expect(digits == result)
        case .failure(let error): #expect(error.message == message)
        }
    }

    @Test func toggling_switchesActiveAndInactive_andSaves() throws {
        let repository = FakeDisputeRepository()
        let interactor = make(repository)
        let active = try #require(interactor.card(at: 0))
        #expect(try interactor.toggleActivation(active).get().card.effectiveStatus == .inactive)
        #expect(repository.wallet.cards[0].status == .inactive)
        let inactive = try #require(interactor.card(at: 0))
        #expect(try interactor.toggleActivation(inactive).get().card.effectiveStatus == .active)
        #expect(repository.wallet.cards[0].status == .active)
    }
}
