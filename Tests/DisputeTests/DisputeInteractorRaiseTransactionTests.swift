import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Dispute

@MainActor
@Suite("Dispute interactor: raising a dispute on a chosen transaction (History's entry)")
struct DisputeInteractorRaiseTransactionTests {
    @Test func anEligibleTransaction_goesStraightToTheReason() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise(forTransaction: "t-new")
        #expect(interactor.state.value.raise.step == .reason)
        #expect(interactor.state.value.raise.transaction?.id == "t-new")
    }

    @Test func anIneligibleTransaction_staysOnItsListSayingWhy() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise(forTransaction: "t-credit")
        #expect(interactor.state.value.raise.step == .transaction)
        #expect(interactor.state.value.raise.transaction == nil)
        #expect(interactor.state.value.notice != nil)
    }

    @Test func anUnknownTransaction_saysSo() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise(forTransaction: "nope")
        #expect(interactor.state.value.raise.step == .source)
        #expect(interactor.state.value.notice?.text == "That transaction is not on one of your cards or accounts.")
    }

    @Test func steppingBack_fromTheReason_leavesTheFlow_insteadOfWalkingIntoItsLists() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise(forTransaction: "t-new")
        interactor.chooseReason(at: 0)
        #expect(interactor.state.value.raise.step == .description)
        #expect(interactor.stepBackInRaise())
        #expect(interactor.state.value.raise.step == .reason)
        #expect(!interactor.stepBackInRaise(), "the reason is where History opened the flow: b goes back there")
        #expect(interactor.state.value.raise.step == .reason)
    }

    @Test func steppingBack_fromAnIneligibleTransactionsList_orAnUnknownOne_leavesTheFlow() {
        let refused = DisputeInteractor.make(FakeDisputeRepository())
        refused.beginRaise(forTransaction: "t-credit")
        #expect(!refused.stepBackInRaise())
        let unknown = DisputeInteractor.make(FakeDisputeRepository())
        unknown.beginRaise(forTransaction: "nope")
        #expect(!unknown.stepBackInRaise())
    }

    @Test func aDraftStartedFromTheMenu_stillStepsBackThroughItsLists() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise()
        interactor.chooseSource(at: 0)
        #expect(interactor.stepBackInRaise())
        #expect(interactor.state.value.raise.step == .source)
        #expect(!interactor.stepBackInRaise())
    }
}
