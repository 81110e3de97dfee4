import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// Two stores over one state file, as two processes would have: each change catches up with the other's.
@Suite("WalletStore: two stores on one state file")
struct SharedStateFileTests {
    let mockData: MockData
    let url: URL

    init() throws {
        mockData = try Fixture.mockData()
        url = RepositoryFiles.temporaryPath("swippy-shared").appendingPathComponent("state.json")
    }

    private func makeStore() throws -> WalletStore {
        try WalletStore(mockData: mockData, fingerprint: "fp", persistence: FileJournal(url: url), stateFile: url.path)
    }

    private static let asha = SwippyRecipient(userID: "u-asha", name: "Asha Rao", mobile: "9876543210")
    private static let rahul = SwippyRecipient(userID: "u-rahul", name: "Rahul Mehta", mobile: "9123456780")

    /// Sends `amount` from `source` to `payee` through `store`, as `userID` with `pin`.
    private func send(
        _ store: WalletStore, _ amount: Decimal, from source: String, to payee: SwippyRecipient,
        as userID: String, pin: String, reference: String
    ) throws -> TransferSubmission {
        let ledger = Ledger(reference: mockData.reference)
        let order = TransferOrder(
            sourceID: source, payee: .swippyUser(payee), amount: amount, note: "", requestID: "REQ-" + reference)
        return try store.update { wallet in
            ledger.send(order, pin: pin, userID: userID, date: Date(), newReference: { reference }, in: &wallet)
        }
    }

    private func balance(_ wallet: WalletState, _ id: String) -> Decimal? {
        wallet.accounts.first { $0.id == id }?.balance
    }

    @Test func aChangeByEachStore_bothReachTheFile() throws {
        let first = try makeStore()
        let second = try makeStore()

        let a = try send(
            first, 1_000, from: "acc-asha-savings", to: Self.rahul, as: "u-asha", pin: "592741", reference: "REF-A")
        let b = try send(
            second, 2_000, from: "acc-rahul-main", to: Self.asha, as: "u-rahul", pin: "864213", reference: "REF-B")
        guard case .finished(.sent) = a, case .finished(.sent) = b else {
            Issue.record("\(a) / \(b)")
            return
        }

        let saved = try #require(try FileJournal(url: url).load(seed: mockData.wallet)).wallet
        #expect(saved.transactions.filter { $0.reference == "REF-A" }.count == 2)
        #expect(saved.transactions.filter { $0.reference == "REF-B" }.count == 2)
        #expect(balance(saved, "acc-asha-savings") == Decimal(string: "126000.5"))
        #expect(balance(saved, "acc-rahul-main") == Decimal(string: "14000"))
        let before = mockData.wallet.accounts.reduce(Decimal(0)) { $0 + $1.balance }
        #expect(saved.accounts.reduce(Decimal(0)) { $0 + $1.balance } == before)
    }

    @Test func aTransferThatNoLongerFitsAfterCatchingUp_isRefusedAndNothingMoves() throws {
        let first = try makeStore()
        let stale = try makeStore()
        #expect(balance(stale.wallet, "acc-rahul-main") == 15_000)

        let spent = try send(
            first, 14_000, from: "acc-rahul-main", to: Self.asha, as: "u-rahul", pin: "864213", reference: "REF-A")
        guard case .finished(.sent) = spent else {
            Issue.record("\(spent)")
            return
        }
        let late = try send(
            stale, 5_000, from: "acc-rahul-main", to: Self.asha, as: "u-rahul", pin: "864213", reference: "REF-B")

        guard case .finished(.refused(.insufficientBalance)) = late else {
            Issue.record("expected a refusal, got \(late)")
            return
        }
        let saved = try #require(try FileJournal(url: url).load(seed: mockData.wallet)).wallet
        #expect(balance(saved, "acc-rahul-main") == Decimal(string: "1000"))
        #expect(saved.transactions.contains { $0.reference == "REF-A" })
        #expect(!saved.transactions.contains { $0.reference == "REF-B" })
        #expect(balance(stale.wallet, "acc-rahul-main") == Decimal(string: "1000"))
    }

    @Test func aJournalForAnotherDataFile_isRefusedOnCatchUpAndNothingIsSaved() throws {
        let store = try makeStore()
        try store.update { $0.accounts[1].balance -= 1 }
        try FileJournal(url: url).saveWhole(SavedState(dataFingerprint: "other", wallet: mockData.wallet))
        let before = try Data(contentsOf: url)

        #expect(throws: DataFileError.self) {
            try store.update { $0.accounts[1].balance -= 1 }
        }
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func aFileStoreSeesOnlyOthersChanges_andReadsOnlyTheNewLines() throws {
        let mine = FileJournal(url: url)
        let theirs = FileJournal(url: url)
        var wallet = mockData.wallet
        #expect(try mine.catchUp(&wallet) == nil)
        var changed = wallet
        // Names, not balances: a balance on disk must follow from its transactions (BalanceProof).
        changed.accounts[0].name += " (mine)"
        try mine.save(
            WalletChange.between(wallet, changed), resulting: SavedState(dataFingerprint: "fp", wallet: changed))
        wallet = changed
        #expect(try mine.catchUp(&wallet) == nil)
        #expect(try theirs.load(seed: mockData.wallet)?.wallet == wallet)
        changed.accounts[1].name += " (theirs)"
        try theirs.save(
            WalletChange.between(wallet, changed), resulting: SavedState(dataFingerprint: "fp", wallet: changed))
        let before = try #require(mine.position)
        #expect(try mine.catchUp(&wallet) == "fp")
        #expect(wallet == changed)
        #expect(mine.position?.seq == before.seq + 1)
        #expect(mine.position?.offset == (try Data(contentsOf: url)).count)
        #expect(try mine.catchUp(&wallet) == nil)
    }

    @Test func theLockFileIsPrivate() throws {
        let store = FileJournal(url: url)
        let inside = try store.withExclusiveLock { 42 }
        #expect(inside == 42)
        var info = stat()
        #expect(stat(url.path + ".lock", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
    }
}
