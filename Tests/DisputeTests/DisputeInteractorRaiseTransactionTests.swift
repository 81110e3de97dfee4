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
}
