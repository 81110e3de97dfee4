import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

/// The disputes' `step` and `trail`: which screen each intent leaves the module on, and what `back()` returns to.
@MainActor
@Suite("Dispute interactor: the module's screens")
struct DisputeInteractorStepTests {
    private let repository = FakeDisputeRepository()

    private func make(first: DisputeState.Step = .hub) -> DisputeInteractor {
        DisputeInteractor(
            repository: repository, clock: ManualClock(testNow), config: TestWallet.config,
            support: TestWallet.support, zone: TestWallet.zone, first: first)
    }

    @Test func open_coversTheScreen_andBackReturnsToIt_thenFinishesOnTheFirst() {
        let interactor = make()
        interactor.open(.contactSupport)
        interactor.open(.emailSupport)
        #expect(interactor.state.value.step == .emailSupport)
        #expect(interactor.state.value.trail == [.hub, .contactSupport])
        interactor.back()
        #expect(interactor.state.value.step == .contactSupport)
        interactor.back()
        #expect(interactor.state.value.step == .hub)
        #expect(interactor.state.value.trail.isEmpty)
        interactor.back()
        #expect(interactor.state.value.step == .finished)
    }

    @Test func openingADispute_loadsIt_andCoversTheList() {
        DisputeInteractor.make(repository).raiseDispute(on: "t-new")
        let interactor = make()
        interactor.open(.myDisputes)
        interactor.openDispute("DSP-1001")
        #expect(interactor.state.value.step == .detail(id: "DSP-1001"))
        #expect(interactor.state.value.trail == [.hub, .myDisputes])
        #expect(interactor.state.value.detailDispute?.id == "DSP-1001")
    }

    @Test func aRaisedDispute_takesTheRaisesPlace_withItsDetailLoaded() {
        let interactor = make()
        interactor.open(.raise(transactionID: nil))
        interactor.raiseDispute(on: "t-new")
        #expect(interactor.state.value.step == .detail(id: "DSP-1001"))
        #expect(interactor.state.value.trail == [.hub])
        #expect(interactor.state.value.detailDispute?.status == .open)
    }

    @Test func aRaiseOpenedOnATransaction_finishesFromItsResult() {
        let interactor = make(first: .raise(transactionID: "t-new"))
        interactor.beginRaise(forTransaction: "t-new")
        interactor.chooseReason(at: 0)
        interactor.describe("")
        interactor.answerRaise(.yes)
        #expect(interactor.state.value.step == .detail(id: "DSP-1001"))
        interactor.back()
        #expect(interactor.state.value.step == .finished)
    }

    @Test func aSentMessage_takesTheFormsPlace() {
        let interactor = make()
        interactor.open(.emailSupport)
        interactor.beginEmail()
        interactor.enterSubject("Card")
        interactor.enterBody("Please call me back.")
        interactor.answerEmail(.yes)
        #expect(interactor.state.value.step == .emailSent)
        #expect(interactor.state.value.trail == [.hub])
    }

    @Test func aRefusedRaise_staysOnTheRaise() {
        repository.failSaves = true
        let interactor = make()
        interactor.open(.raise(transactionID: nil))
        interactor.raiseDispute(on: "t-new")
        #expect(interactor.state.value.step == .raise(transactionID: nil))
    }

    @Test func everyScreenIntent_sendsTheStateOnce() {
        let interactor = make()
        #expect(interactor.sends { interactor.open(.myDisputes) } == 1)
        #expect(interactor.sends { interactor.back() } == 1)
        #expect(interactor.sends { interactor.back() } == 1)
    }
}
