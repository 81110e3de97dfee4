import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Ledger: managing saved beneficiaries")
struct LedgerBeneficiariesTests {
    let ledger = Ledger(reference: TransferFixture.reference())

    @Test func rename_takesAPersonsName_andRefusesAnythingElse() throws {
        var wallet = TransferFixture.wallet()
        let renamed = try ledger.renameBeneficiary("ben-priya", to: "  Priya S. Rao ", userID: "u-asha", in: &wallet)
            .get()
        #expect(renamed.name == "Priya S. Rao")
        #expect(wallet.beneficiaries.first?.name == "Priya S. Rao")
        let before = wallet
        #expect(
            ledger.renameBeneficiary("ben-priya", to: "HDFC0000123", userID: "u-asha", in: &wallet)
                == .failure(.invalidInput(IdentityRules.nameRefusal)))
        #expect(
            ledger.renameBeneficiary("ben-priya", to: "Rahul", userID: "u-rahul", in: &wallet)
                == .failure(.recipientNotFound("That beneficiary is no longer saved.")), "not another user's")
        #expect(wallet == before)
    }

    @Test func delete_needsTheTransactionPIN_andAWrongOneCounts() {
        var wallet = TransferFixture.wallet()
        #expect(
            ledger.deleteBeneficiary("ben-priya", pin: "000000", userID: "u-asha", in: &wallet)
                == .wrongPIN(attemptsLeft: 2))
        #expect(wallet.beneficiaries.count == 1)
        #expect(ledger.deleteBeneficiary("ben-priya", pin: TransferFixture.pin, userID: "u-asha", in: &wallet) == nil)
        #expect(wallet.beneficiaries.isEmpty)
        #expect(
            ledger.deleteBeneficiary("ben-priya", pin: TransferFixture.pin, userID: "u-asha", in: &wallet)
                == .finished(.refused(.recipientNotFound("That beneficiary is no longer saved."))))
    }

    @Test func delete_whileTransfersAreLocked_isRefused_andKeepsIt() {
        var wallet = TransferFixture.wallet()
        for _ in 0..<3 { _ = ledger.deleteBeneficiary("ben-priya", pin: "000000", userID: "u-asha", in: &wallet) }
        let answer = ledger.deleteBeneficiary("ben-priya", pin: TransferFixture.pin, userID: "u-asha", in: &wallet)
        #expect(answer == .finished(.refused(ledger.transfersLocked)))
        #expect(wallet.beneficiaries.count == 1)
    }
}
