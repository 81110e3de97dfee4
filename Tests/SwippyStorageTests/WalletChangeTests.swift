import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// The journal's change records: every field of `WalletState` is covered, each kind of edit round-trips
/// through a line's JSON, and what a change touched is all a line holds.
@Suite("WalletChange")
struct WalletChangeTests {
    let seed: WalletState

    init() throws {
        seed = try Fixture.mockData().wallet
    }

    /// Every field of the mock wallet changed: an edit in place, an append, a removal or a new value.
    private func everyFieldChanged() -> WalletState {
        var wallet = seed
        wallet.users[0].name = "Asha R."
        wallet.accounts[1].balance -= 1
        wallet.accounts.append(wallet.accounts[0])
        wallet.cards[0].status = .blocked
        wallet.beneficiaries.removeLast()
        wallet.transactions.append(wallet.transactions[0])
        wallet.disputes[0].status = .resolved
        wallet.security["u-asha"] = SecurityState(wrongLoginPINs: 2)
        wallet.settings.lastMobile = "9123456780"
        wallet.userSettings["u-asha"] = UserSettings(baseCurrency: "USD")
        wallet.outbox.append(
            OutboxMessage(
                id: "m1", to: "a@b.in", subject: "Hi", body: "Body", sentAt: Date(timeIntervalSince1970: 1_795_000_000))
        )
        wallet.completedRequests.append("REQ-1")
        wallet.loanApplications.append(
            LoanApplication(
                reference: "HL00000001", userID: "u-asha", amount: 5_000_000, currency: "INR", tenureYears: 20,
                ratePercent: Decimal(string: "8.5") ?? 0, emi: Decimal(string: "43391.16") ?? 0, monthlyIncome: 200_000,
                employment: "salaried", city: "Pune", maskedPAN: "•••••1234F", status: "submitted",
                submittedAt: Date(timeIntervalSince1970: 1_795_000_000)))
        return wallet
    }

    @Test func everyStoredPropertyOfWalletState_isAJournalField() {
        let stored = Set(Mirror(reflecting: WalletState()).children.compactMap(\.label))
        let journaled = WalletChange.fields.map(\.name)
        #expect(Set(journaled) == stored, "add the missing field to WalletChange.fields (WalletChange+Fields.swift)")
        #expect(journaled.count == Set(journaled).count)
    }

    @Test func aChangeToEveryField_roundTripsThroughALine() throws {
        let changed = everyFieldChanged()
        let change = WalletChange.between(seed, changed)
        #expect(change.edits.map(\.field) == WalletChange.fields.map(\.name))
        let line = try change.encoded()
        #expect(!line.contains(UInt8(ascii: "\n")))
        #expect(try WalletChange.decode(line).applied(to: seed) == changed)
    }

    @Test func theMarkOfAWallet_findsTheSameChange_andHandsTheHistoriesToTheDraft() throws {
        var wallet = seed
        var draft = wallet
        let mark = WalletMark(releasing: &wallet)
        #expect(wallet.transactions.isEmpty && wallet.outbox.isEmpty && wallet.completedRequests.isEmpty)
        let changed = everyFieldChanged()
        draft.users = changed.users
        draft.accounts = changed.accounts
        draft.cards = changed.cards
        draft.beneficiaries = changed.beneficiaries
        draft.transactions.append(seed.transactions[0])
        draft.disputes = changed.disputes
        draft.security = changed.security
        draft.settings = changed.settings
        draft.userSettings = changed.userSettings
        draft.outbox = changed.outbox
        draft.completedRequests.append("REQ-1")
        draft.loanApplications = changed.loanApplications
        #expect(draft == changed)
        let line = try mark.change(to: draft).encoded()
        #expect(try WalletChange.decode(line).applied(to: seed) == changed)
    }

    @Test func aFailedChange_isUndoneByItsMark() {
        var wallet = seed
        var draft = wallet
        let mark = WalletMark(releasing: &wallet)
        draft.transactions.append(seed.transactions[0])
        draft.accounts[0].balance = 0
        mark.restore(&wallet, from: &draft)
        #expect(wallet == seed)
    }

    @Test func aTransfer_journalsOnlyWhatItTouched() throws {
        var changed = seed
        changed.accounts[0].balance -= 10
        changed.accounts[2].balance += 10
        changed.transactions.append(seed.transactions[0])
        let change = WalletChange.between(seed, changed)
        #expect(change.edits.map(\.field) == ["accounts", "transactions"])
        let text = String(decoding: try change.encoded(), as: UTF8.self)
        #expect(text.contains("\"transactions\":{\"append\":[{"))
        #expect(text.contains("\"count\":\(seed.transactions.count)"))
        #expect(text.contains("\"at\":[{\"i\":0,"))
        #expect(text.contains("{\"i\":2,"))
        #expect(!text.contains("\"i\":1,"))
    }

    @Test func nothingChanged_isAnEmptyChange() {
        #expect(WalletChange.between(seed, seed).isEmpty)
        var copy = seed
        copy.accounts[0].balance += 0
        #expect(WalletChange.between(seed, copy).isEmpty)
    }

    @Test func aShorterOrReorderedHistory_isJournaledWhole() throws {
        var shorter = seed
        shorter.transactions.removeLast()
        var reordered = seed
        reordered.transactions = TransactionLog(seed.transactions.reversed())
        reordered.transactions.append(seed.transactions[0])
        for changed in [shorter, reordered] {
            var wallet = seed
            let mark = WalletMark(releasing: &wallet)
            let text = String(decoding: try mark.change(to: changed).encoded(), as: UTF8.self)
            #expect(text.contains("\"transactions\":{\"count\":\(seed.transactions.count),\"set\":["))
            #expect(try WalletChange.decode(Data(text.utf8)).applied(to: seed) == changed)
            #expect(try WalletChange.decode(WalletChange.between(seed, changed).encoded()).applied(to: seed) == changed)
        }
    }

    @Test func aChangeMadeOnAnotherWallet_doesNotApply() throws {
        var changed = seed
        changed.transactions.append(seed.transactions[0])
        let change = WalletChange.between(seed, changed)
        #expect(
            throws: WalletChangeMismatch(
                reason: "transactions: expected \(seed.transactions.count) entries, found \(changed.transactions.count)"
            )
        ) {
            try change.applied(to: changed)
        }
    }

    @Test func anUnknownField_isRefused() {
        #expect(throws: DataFileError.malformed(file: "", location: "savings", reason: "not a field of the wallet")) {
            try WalletChange.decode(Data("{\"savings\":{\"set\":1}}".utf8))
        }
    }

    @Test func anOptionalInsideAValue_setToNothing_roundTrips() throws {
        var withMobile = seed
        withMobile.settings.lastMobile = "9876543210"
        var without = seed
        without.settings.lastMobile = nil
        let change = WalletChange.between(withMobile, without)
        #expect(try WalletChange.decode(change.encoded()).applied(to: withMobile) == without)
    }
}
