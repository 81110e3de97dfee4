import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

/// Beneficiaries inside Transfer: the list offers `r N` and `x N`; a rename takes a person's name, a delete the
/// transaction PIN; both come back to the list, read again.
@MainActor
@Suite("Transfer: managing saved beneficiaries")
struct TransferBeneficiaryManagementTests {
    let repository = FakeTransferRepository()

    func onTheList() -> TransferInteractor {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        interactor.choosePayeeKind(.beneficiary)
        return interactor
    }

    @Test func rename_refusesANonName_thenRenames_andComesBackToTheList() {
        let interactor = onTheList()
        interactor.startRenamingBeneficiary(at: 0)
        #expect(interactor.state.value.step == .renameBeneficiary("ben-priya"))
        interactor.renameBeneficiary(to: "SBIN0001234")
        #expect(interactor.state.value.notice?.text == IdentityRules.nameRefusal)
        interactor.renameBeneficiary(to: "Priya Rao")
        #expect(interactor.state.value.step == .beneficiary)
        #expect(interactor.state.value.beneficiaries.map(\.name) == ["Priya Rao"])
        #expect(repository.wallet.beneficiaries.map(\.name) == ["Priya Rao"])
        #expect(interactor.state.value.notice?.text == "Renamed to Priya Rao.")
    }

    @Test func delete_asksTheTransactionPIN_aWrongOneCounts_theRightOneDeletes() {
        let interactor = onTheList()
        interactor.startDeletingBeneficiary(at: 0)
        let model = BeneficiaryPresenter.viewModel(for: interactor.state.value)
        #expect(model.prompt == .secret("Transaction PIN"))
        #expect(model.message == "Delete Priya Sharma? Type your transaction PIN to delete, or b to keep it.")
        interactor.deleteBeneficiary(pin: "000000")
        #expect(
            interactor.state.value.notice?.text == "Wrong transaction PIN. 2 attempts left before transfers are locked."
        )
        #expect(repository.wallet.beneficiaries.count == 1)
        interactor.deleteBeneficiary(pin: TransferFixture.pin)
        #expect(repository.wallet.beneficiaries.isEmpty)
        #expect(interactor.state.value.step == .beneficiary)
        #expect(interactor.state.value.notice?.text == "Deleted Priya Sharma from your beneficiaries.")
    }

    @Test func back_fromRenameOrDelete_keepsTheBeneficiary() {
        let interactor = onTheList()
        interactor.startDeletingBeneficiary(at: 0)
        #expect(interactor.back())
        #expect(interactor.state.value.step == .beneficiary)
        #expect(repository.wallet.beneficiaries.count == 1)
    }

    @Test func theList_takesRAndXWithANumber_andTheFormsTakeWhatIsTyped() {
        var state = TransferState()
        state.beneficiaries = TransferFixture.wallet().beneficiaries
        state.step = .beneficiary
        let interactor = FakeTransferInteractor(state)
        let view = FakeScreenView<TransferViewModel>()
        let presenter = BeneficiaryPresenter(interactor: interactor)
        presenter.view = view
        presenter.handle("r 1")
        presenter.handle("X 1")
        presenter.handle("x 9")
        #expect(view.lastNotice == "Type r or x and a number from 1 to 1, like r 1.")
        state.step = .renameBeneficiary("ben-priya")
        interactor.state.send(state)
        presenter.handle("Priya Rao")
        state.step = .deleteBeneficiary("ben-priya")
        interactor.state.send(state)
        presenter.handle("592741")
        #expect(interactor.beneficiaryIntents == ["rename 0", "delete 0", "name Priya Rao", "pin 592741"])
    }
}
