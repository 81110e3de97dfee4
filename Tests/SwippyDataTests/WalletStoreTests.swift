import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("WalletStore over the plain MemoryStateStore: a draft, adopted once saved")
struct WalletStoreTests {
    let mockData: MockData

    init() throws {
        mockData = try Fixture.mockData()
    }

    @Test func aNewStore_isSeededFromMockData_andASavedOne_fromTheSavedWallet() throws {
        let memory = MemoryStateStore()
        let store = try WalletStore(mockData: mockData, persistence: memory)
        #expect(store.wallet == mockData.wallet)
        try store.update { $0.accounts[0].balance = 7 }

        let reopened = try WalletStore(mockData: mockData, persistence: memory)
        #expect(reopened.wallet.accounts[0].balance == 7)
        #expect(reopened.wallet == store.wallet)
    }

    @Test func update_returnsTheResult_andSavesOnlyAChange() throws {
        let memory = MemoryStateStore()
        let store = try WalletStore(mockData: mockData, persistence: memory)
        #expect(try store.update { $0.accounts.count } == mockData.wallet.accounts.count)
        #expect(memory.saveCount == 0)
        #expect(
            try store.update { wallet -> String in
                wallet.accounts[0].balance -= 1
                return "done"
            } == "done")
        #expect(memory.saveCount == 1)
        #expect(memory.saved == store.wallet)
    }

    @Test func aChangeThatThrows_orASaveThatFails_leavesTheWalletAsLastSaved() throws {
        let memory = MemoryStateStore()
        let store = try WalletStore(mockData: mockData, persistence: memory)
        #expect(throws: FixtureError.self) {
            try store.update { wallet in
                wallet.accounts[0].balance = 0
                throw FixtureError("refused")
            }
        }
        #expect(store.wallet == mockData.wallet)

        memory.failure = .unwritable(file: "state.json", reason: "disk full")
        #expect(throws: DataFileError.unwritable(file: "state.json", reason: "disk full")) {
            try store.update { $0.accounts[0].balance = 1 }
        }
        #expect(store.wallet == mockData.wallet)
        #expect(memory.saveCount == 0)
    }

    @Test func aStoreThatCannotLoad_saysWhy() {
        final class Unreadable: StateStore {
            func load(seed: WalletState) throws(DataFileError) -> WalletState? {
                throw .malformed(file: "state.json", location: "", reason: "broken")
            }
            func commit<T>(_ change: (inout WalletState) throws -> T, to wallet: inout WalletState) throws -> T {
                try change(&wallet)
            }
            func reset() throws(DataFileError) {}
        }
        #expect(throws: DataFileError.malformed(file: "state.json", location: "", reason: "broken")) {
            try WalletStore(mockData: mockData, persistence: Unreadable())
        }
    }
}
