import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Ledger: adding a card")
struct LedgerAddCardTests {
    let ledger = Ledger(reference: TransferFixture.reference())

    func details(_ number: String, bank: String = "HDFC Bank") throws -> NewCardDetails {
        NewCardDetails(
            number: try CardNumber.parse(number).get(), expiry: CardExpiry(month: 8, year: 2029),
            holderName: "ASHA RAO",
            bankName: bank)
    }

    @Test func aNewCard_isSavedMasked_withItsNetwork_andNeverTheFullNumber() throws {
        var wallet = TransferFixture.wallet()
        let card = try ledger.addCard(details("4111 1111 1111 1111"), userID: "u-asha", in: &wallet).get()
        #expect(card.number == "•••• •••• •••• 1111")
        #expect(card.maskedNumber == "•••• •••• •••• 1111")
        #expect((card.lastFour, card.type, card.title) == ("1111", "VISA", "HDFC Bank Visa card"))
        #expect(wallet.cards(of: "u-asha").last == card)
        let saved = String(decoding: try JSONEncoder.swippy().encode(wallet), as: UTF8.self)
        #expect(!saved.contains("4111 1111 1111 1111") && !saved.contains("4111111111111111"))
    }

    @Test func aCardOfAnUnknownNetwork_isNamedByItsBank_andMaskedAsAtConfirm() throws {
        var wallet = TransferFixture.wallet()
        let details = try details("900000000001")
        let card = try ledger.addCard(details, userID: "u-asha", in: &wallet).get()
        #expect((card.title, card.type, card.networkLabel) == ("HDFC Bank card", "", "Unknown network"))
        #expect(card.label == "HDFC Bank card ••0001")
        #expect(card.maskedNumber == details.number.masked)
        #expect(card.maskedNumber == "•••• •••• 0001")
        let long = try ledger.addCard(
            self.details("6221260000000000001", bank: "State Bank of India"), userID: "u-asha", in: &wallet
        ).get()
        #expect(long.maskedNumber == "••• •••• •••• •••• 0001")
    }

    @Test func aDuplicate_sameLastFourAndBank_isRefused_butAnotherBankIsNot() throws {
        var wallet = TransferFixture.wallet()
        let again = ledger.addCard(try details("4000 0000 0005 3456"), userID: "u-asha", in: &wallet)
        #expect(again.failureMessage == "You already have a HDFC Bank card ending 3456: it is in your list.")
        #expect(wallet.cards.count == 1)
        _ = try ledger.addCard(
            details("4000 0000 0005 3456", bank: "State Bank of India"), userID: "u-asha", in: &wallet
        ).get()
        // Another user may hold a card with the same last four.
        _ = try ledger.addCard(details("4000 0000 0005 3456"), userID: "u-rahul", in: &wallet).get()
        #expect(wallet.cards.count == 3)
    }

    @Test func banksComeFromTheDirectory_andNamesAreChecked() throws {
        #expect(ledger.cardBanks == ["HDFC Bank", "State Bank of India"])
        #expect(try Ledger.holderName(" asha rao ").get() == "ASHA RAO")
        #expect(Ledger.holderName("A").failureMessage == "Type the name as printed on the card, 2 to 26 characters.")
        #expect(
            Ledger.holderName("Asha 2").failureMessage
                == "A name on a card has letters, spaces, dots, hyphens and apostrophes only.")
    }

    @Test func aLoanApplication_isRecorded_whenTheEMIFitsTheIncome() throws {
        var wallet = TransferFixture.wallet()
        let refused = ledger.submitLoan(
            LoanRequest(
                amount: 5_000_000, years: 20, monthlyIncome: 80_000, employment: "Salaried", city: "Pune",
                pan: "ABCDE1234F"),
            userID: "u-asha", date: TransferFixture.date, in: &wallet)
        #expect(refused.failureMessage?.hasPrefix("The EMI of ₹43,391.16 is more than 50%") == true)
        #expect(wallet.loanApplications.isEmpty)
        let application = try ledger.submitLoan(
            LoanRequest(
                amount: 5_000_000, years: 20, monthlyIncome: 100_000, employment: "Salaried", city: "Pune",
                pan: "abcde1234f"),
            userID: "u-asha", date: TransferFixture.date, in: &wallet
        ).get()
        #expect((application.reference, application.status, application.emi) == ("HL00000001", "submitted", 43_391.16))
        #expect(application.maskedPAN == "•••••1234F")
        let decoded = try JSONDecoder.swippy().decode(WalletState.self, from: JSONEncoder.swippy().encode(wallet))
        #expect(decoded.loanApplications == [application])
    }
}
