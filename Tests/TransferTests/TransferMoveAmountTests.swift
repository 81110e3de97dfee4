import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

/// Accounts' close step hands the whole balance to the own-account move: the amount step offers it, Enter keeps
/// it, and it is still checked like a typed amount.
@MainActor
@Suite("Transfer: a move with its amount prefilled")
struct TransferMoveAmountTests {
    let repository = FakeTransferRepository()

    func make(moving amount: Decimal?) -> TransferInteractor {
        TransferInteractor(
            repository: repository, reference: TransferFixture.reference(), identifiers: SequentialRequestIDs(),
            zone: SwippyDate.utc, ownAccountFrom: "a-salary", moving: amount)
    }

    @Test func theWholeBalance_isOfferedOnTheAmount_andEnterKeepsIt() {
        let interactor = make(moving: Decimal(string: "500.50"))
        #expect(interactor.state.value.step == .ownAccount)
        interactor.chooseOwnAccount(at: 0)
        #expect(interactor.state.value.step == .amount)
        #expect(AmountPresenter.viewModel(for: interactor.state.value).prompt.text == "Amount (Enter keeps ₹500.50)")
        interactor.typeAmount("")
        #expect(interactor.state.value.step == .note)
        #expect(interactor.state.value.amount == Decimal(string: "500.50"))
    }

    @Test func withoutAnAmount_nothingIsKept() {
        let interactor = make(moving: nil)
        interactor.chooseOwnAccount(at: 0)
        #expect(AmountPresenter.viewModel(for: interactor.state.value).prompt.text == "Amount")
    }

    @Test func aPrefilledAmountOverTheBalance_isStillRefused() {
        let interactor = make(moving: 9_000)
        interactor.chooseOwnAccount(at: 0)
        interactor.typeAmount("")
        #expect(interactor.state.value.step == .amount)
        #expect(interactor.state.value.notice != nil)
    }
}
