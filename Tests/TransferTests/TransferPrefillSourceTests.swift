import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

/// A quick transfer (or a repeat) whose account can no longer send: the flow says why and asks for a usable
/// source first, keeping the payee, the amount and the note.
@MainActor
@Suite("Transfer: a prefill from an account that cannot send")
struct TransferPrefillSourceTests {
    let repository = FakeTransferRepository()

    func make(from sourceID: String, status: AccountStatus, payee: Payee = .ownAccount(id: "a-savings"))
        -> TransferInteractor
    {
        if let index = repository.wallet.accounts.firstIndex(where: { $0.id == sourceID }) {
            repository.wallet.accounts[index].status = status
        }
        let prefill = TransferPrefill(sourceID: sourceID, payee: payee, amount: 100, note: "Again")
        return TransferInteractor(
            repository: repository, reference: TransferFixture.reference(), identifiers: SequentialRequestIDs(),
            zone: SwippyDate.utc, prefill: prefill)
    }

    @Test(arguments: [AccountStatus.closed, .blocked, .locked])
    func anUnusableSource_saysWhy_andAsksForASource(_ status: AccountStatus) {
        let interactor = make(from: "a-salary", status: status)
        let state = interactor.state.value
        #expect(state.step == .source)
        #expect(state.sourceID == nil, "never \"From Salary\" for an account that cannot send")
        let words = "Salary is \(status.rawValue): money cannot leave it. Choose another account."
        #expect(state.prefillSourceRefusal == words)
        #expect(SourcePresenter.viewModel(for: state).message == words, "the source screen says why")
        #expect(state.amount == 100)
    }

    @Test func choosingAUsableSource_resumesOnTheAmount_withThePayeeKept() {
        let interactor = make(from: "a-salary", status: .closed, payee: .beneficiary(repository.beneficiaries()[0]))
        interactor.chooseSource(at: 0)
        let state = interactor.state.value
        #expect(state.step == .amount)
        #expect(state.sourceID == "a-savings")
        #expect(state.payee == .beneficiary(repository.beneficiaries()[0]))
        #expect(state.note == "Again")
        #expect(state.prefillSourceRefusal == nil)
        #expect(SourcePresenter.viewModel(for: state).message == "Send from which account?")
    }

    @Test func choosingThePayeeItselfAsTheSource_asksWhoToPay() {
        let interactor = make(from: "a-salary", status: .closed)
        interactor.chooseSource(at: 0)
        #expect(interactor.state.value.step == .destinationKind)
        #expect(interactor.state.value.payee == nil)
    }

    @Test func anActiveSource_startsOnTheAmount_asBefore() {
        let interactor = make(from: "a-salary", status: .active)
        #expect(interactor.state.value.step == .amount)
        #expect(interactor.state.value.sourceID == "a-salary")
    }
}
