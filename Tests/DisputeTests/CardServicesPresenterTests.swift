import Foundation
import SwippyCore
import SwippyData
import Testing
@testable import Dispute

@MainActor
@Suite("Card service presenters")
struct CardServicesPresenterTests {
    private func block(_ repository: FakeDisputeRepository, position: Int? = nil) -> (BlockCardPresenter, FakeView) {
        let view = FakeView()
        let presenter = BlockCardPresenter(
            position: position, interactor: CardServicesInteractor(repository: repository, maxWrongAttempts: 3),
            router: FakeRouter())
        presenter.view = view
        presenter.start()
        return (presenter, view)
    }

    private func activation(_ repository: FakeDisputeRepository, position: Int? = nil) -> (CardActivationPresenter, FakeView) {
        let view = FakeView()
        let presenter = CardActivationPresenter(
            position: position, interactor: CardServicesInteractor(repository: repository, maxWrongAttempts: 3),
            router: FakeRouter())
        presenter.view = view
        presenter.start()
        return (presenter, view)
    }

    @Test func blocking_asksForTheReason_thenTheSecretPIN_thenBlocks() {
        let repository = FakeDisputeRepository()
        let (presenter, view) = block(repository)
        presenter.handle("1")
        presenter.handle("2")
        #expect(view.last?.prompt == .secret("Transaction PIN"))
        presenter.handle("000000")
        presenter.handle("592741")
        #expect(view.notices == ["Wrong transaction PIN. 2 tries left.", "Millennia is blocked."])
        #expect(presenter.step == .done)
        #expect(repository.wallet.cards[0].blockReason == "stolen")
        #expect(!presenter.goBack())
    }

    @Test func blocking_aBlockedCard_isRefusedAtOnce() {
        let repository = FakeDisputeRepository()
        repository.wallet.cards[0].status = .blocked
        let (presenter, view) = block(repository)
        presenter.handle("1")
        #expect(view.notices == ["Millennia is already blocked; blocking cannot be undone."])
        #expect(presenter.step == .card)
        let (preset, _) = block(repository, position: 0)
        #expect(preset.step == .unavailable("Millennia is already blocked; blocking cannot be undone."))
    }

    @Test func blocking_afterThreeWrongPINs_isLocked() {
        let repository = FakeDisputeRepository()
        let (presenter, view) = block(repository, position: 0)
        presenter.handle("1")
        for _ in 0..<3 { presenter.handle("123123") }
        #expect(presenter.step == .locked)
        #expect(view.notices.last == "Too many wrong transaction PINs: the card was not blocked.")
        #expect(repository.wallet.cards[0].status == nil)
    }

    @Test func activation_drawsTheDigitsTypedSoFar_andTogglesAfterAMatch() {
        let repository = FakeDisputeRepository()
        let (presenter, view) = activation(repository, position: 1)
        presenter.handle("59")
        #expect(presenter.typed == "59")
        guard case .card(let face)? = view.last?.blocks.first else {
            Issue.record("expected the card drawing first")
            return
        }
        #expect(face.typedDigits == "59")
        #expect(view.last?.prompt == Prompt("Last 4 digits (2 of 4 typed)"))
        presenter.handle("04")
        #expect(view.last?.prompt == Prompt("Activate Travel One? (y/n)"))
        presenter.handle("y")
        #expect(view.notices == ["Travel One is now active."])
        #expect(repository.wallet.cards[1].status == .active)
    }

    @Test func activation_mismatch_saysSo_andStartsTheDigitsAgain() {
        let repository = FakeDisputeRepository()
        let (presenter, view) = activation(repository)
        presenter.handle("1")
        presenter.handle("3455")
        presenter.handle("x")
        presenter.handle("12")
        presenter.handle("c")
        #expect(view.notices == [
            "3455 does not match the last 4 digits of this card. Try again.",
            "Only digits 0-9: type the last 4 digits of the card number.",
        ])
        #expect(presenter.typed == "")
        #expect(repository.wallet.cards[0].status == nil)
    }

    @Test func activation_ofABlockedCard_isRefused() {
        let repository = FakeDisputeRepository()
        repository.wallet.cards[1].status = .blocked
        let (presenter, view) = activation(repository)
        presenter.handle("2")
        #expect(view.notices == ["Travel One is blocked: a blocked card cannot be activated."])
        #expect(presenter.step == .card)
    }

    @Test func activation_declined_changesNothing() {
        let repository = FakeDisputeRepository()
        let (presenter, view) = activation(repository, position: 0)
        presenter.handle("3456")
        presenter.handle("n")
        #expect(view.notices == ["Nothing changed."])
        #expect(presenter.step == .digits)
        #expect(repository.wallet.cards[0].status == nil)
    }
}
