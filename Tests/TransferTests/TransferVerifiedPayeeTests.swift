import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

/// The name the bank confirmed is the payee on every later screen and record; the typed name survives only when
/// the user went on without a verified name. And the network-error screen names what failed in full.
@MainActor
@Suite("Transfer: the verified payee")
struct TransferVerifiedPayeeTests {
    static var reference: ReferenceData {
        var reference = TransferFixture.reference()
        reference.ifscDirectory.append(
            IFSCEntry(code: "YESB0000262", bank: "Yes Bank", branch: "Andheri East", city: "Mumbai", reachable: false))
        reference.bankAccounts = [BankAccountRecord(number: "123456789012", ifsc: "HDFC0000060", holder: "Anil Mehra")]
        return reference
    }

    let repository = FakeTransferRepository(reference: Self.reference)

    /// Savings › new bank account with `fields` typed, the name check answered yes, ₹500 sent with the PIN.
    func sent(_ fields: [String]) -> TransferInteractor {
        let interactor = TransferInteractor.make(repository, reference: Self.reference)
        interactor.chooseSource(at: 0)
        interactor.choosePayeeKind(.newAccount)
        for field in fields { interactor.typeNewAccount(field) }
        interactor.answerHolderCheck(.yes)
        interactor.typeAmount("500")
        interactor.typeNote("")
        return interactor
    }

    @Test func yesPayTheHolder_makesTheConfirmedNameThePayeeEverywhere() throws {
        let interactor = sent(["Zed Zulu", "123456789012", "123456789012", "HDFC0000060"])
        let amount = AmountPresenter.viewModel(for: interactor.state.value)
        let confirm = ConfirmPresenter.viewModel(for: interactor.state.value)
        #expect(confirm.fields.contains(TransferViewModel.Field("To", "Anil Mehra")))
        #expect(!"\(amount)\(confirm)".contains("Zed Zulu"))
        interactor.confirm()
        interactor.submit(pin: TransferFixture.pin)
        let result = ResultPresenter.viewModel(for: interactor.state.value)
        #expect(result.message == "Sent ₹500.00 to Anil Mehra.")
        let debit = try #require(repository.wallet.transactions.last { $0.direction == .debit })
        #expect(debit.counterparty == "Anil Mehra", "History shows the verified name")
        interactor.saveBeneficiary()
        #expect(repository.beneficiaries().contains { $0.name == "Anil Mehra" && $0.accountNumber == "123456789012" })
        #expect(!repository.beneficiaries().contains { $0.name == "Zed Zulu" })
    }

    @Test func goingOnWithoutAVerifiedName_keepsTheTypedName() throws {
        let interactor = sent(["Vikram Singh", "999988887777", "999988887777", "HDFC0000060"])
        interactor.confirm()
        interactor.submit(pin: TransferFixture.pin)
        #expect(ResultPresenter.viewModel(for: interactor.state.value).message == "Sent ₹500.00 to Vikram Singh.")
        let debit = try #require(repository.wallet.transactions.last { $0.direction == .debit })
        #expect(debit.counterparty == "Vikram Singh")
    }

    @Test func theNetworkErrorScreen_namesThePayeeTheAmountAndTheSource() {
        let interactor = sent(["Vikram Rao", "5555000011112", "5555000011112", "YESB0000262"])
        interactor.confirm()
        interactor.submit(pin: TransferFixture.pin)
        #expect(interactor.state.value.bankDidNotAnswer)
        let model = ResultPresenter.viewModel(for: interactor.state.value)
        #expect(model.fields.map(\.label).prefix(1) == ["From"])
        #expect(model.fields.contains(TransferViewModel.Field("To", "Vikram Rao")))
        #expect(model.fields.contains(TransferViewModel.Field("Amount", "₹500.00", keep: true)))
        #expect(model.fields.contains(TransferViewModel.Field("Account", Mask.tail("5555000011112"), keep: true)))
    }
}
