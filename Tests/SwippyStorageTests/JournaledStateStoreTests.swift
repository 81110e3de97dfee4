import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("WalletStore over JournaledStateStore: journaled, checked, O(change)")
struct JournaledStateStoreTests {
    let mockData: MockData
    let memory = MemoryJournal()

    init() throws {
        mockData = try Fixture.mockData()
    }

    private func makeStore(_ persistence: any WalletJournal, fingerprint: String = "fp") throws -> WalletStore {
        try WalletStore(
            mockData: mockData, fingerprint: fingerprint, persistence: persistence, stateFile: "/tmp/state.json")
    }

    @Test func aNewStore_isSeededFromMockData() throws {
        let store = try makeStore(memory)
        #expect(store.wallet == mockData.wallet)
        #expect(store.reference == mockData.reference)
        #expect(memory.saveCount == 0)
    }

    @Test func update_appliesTheChangeSavesItAndReturnsTheResult() throws {
        let store = try makeStore(memory)
        let result = try store.update { wallet in
            wallet.accounts[0].balance -= 100
            return "done"
        }
        #expect(result == "done")
        #expect(store.wallet.accounts[0].balance == Decimal(string: "124900.5"))
        #expect(memory.saveCount == 1)
        #expect(memory.saved?.wallet == store.wallet)
        #expect(memory.saved?.dataFingerprint == "fp")
    }

    @Test func update_withoutAChange_doesNotSave() throws {
        let store = try makeStore(memory)
        let count = try store.update { $0.accounts.count }
        #expect(count == 6)
        #expect(memory.saveCount == 0)
    }

    @Test func update_thatThrows_leavesTheWalletUnchangedAndUnsaved() throws {
        let store = try makeStore(memory)
        #expect(throws: FixtureError.self) {
            try store.update { wallet in
                wallet.accounts[0].balance = 0
                throw FixtureError("refused")
            }
        }
        #expect(store.wallet == mockData.wallet)
        #expect(memory.saveCount == 0)
    }

    @Test func update_whoseSaveFails_leavesTheWalletUnchanged() throws {
        let store = try makeStore(memory)
        memory.failure = .unwritable(file: "/tmp/state.json", reason: "disk full")
        #expect(throws: DataFileError.unwritable(file: "/tmp/state.json", reason: "disk full")) {
            try store.update { $0.accounts[0].balance = 1 }
        }
        #expect(store.wallet == mockData.wallet)
        memory.failure = nil
        try store.update { $0.accounts[0].balance = 1 }
        #expect(store.wallet.accounts[0].balance == 1)
    }

    @Test func aSavedStateForAnotherDataFile_isRefused() throws {
        let saved = MemoryJournal(saved: SavedState(dataFingerprint: "other", wallet: mockData.wallet))
        let expected = DataFileError.malformed(
            file: "/tmp/state.json", location: "data_fingerprint",
            reason: "saved for a different MockData file; run with --reset to discard it or --state to use another file"
        )
        #expect(throws: expected) { try makeStore(saved) }
    }

    @Test func aSavedStateBreakingARule_namesTheWalletPath() throws {
        var wallet = mockData.wallet
        wallet.accounts[1].balance = -1
        let saved = MemoryJournal(saved: SavedState(dataFingerprint: "fp", wallet: wallet))
        #expect(
            throws: DataFileError.malformed(
                file: "/tmp/state.json", location: "wallet.accounts[1].balance", reason: "balance must not be negative")
        ) { try makeStore(saved) }
    }

    @Test func aReloadedStore_restoresTheSavedWallet() throws {
        let url = try Fixture.temporaryDirectory().appendingPathComponent("state.json")
        let first = try makeStore(FileJournal(url: url))
        try first.update { wallet in
            // A balance on disk must follow from its transactions (BalanceProof): the change records its debit.
            let account = wallet.accounts[0]
            let target = Decimal(string: "242.33") ?? 0
            wallet.accounts[0].balance = target
            wallet.transactions.append(
                Transaction(
                    id: "T-1", date: Date(timeIntervalSince1970: 1_795_305_600), accountID: account.id,
                    direction: .debit,
                    amount: account.balance - target, currency: account.currency, counterparty: "Bank",
                    category: "withdrawal", reference: "R-1"))
            wallet.settings.lastMobile = "9876543210"
        }
        let second = try makeStore(FileJournal(url: url))
        #expect(second.wallet == first.wallet)
        #expect(second.wallet.accounts[0].balance == Decimal(string: "242.33"))
        #expect(second.wallet.settings.lastMobile == "9876543210")
    }
}
