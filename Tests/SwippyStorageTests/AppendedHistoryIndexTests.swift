import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

/// The engine's history index answers exactly what a full rescan of the wallet answers, after every one of a
/// seeded run of random changes: transactions appended on accounts, cards and neither, dated out of order
/// and on the same moment; accounts and cards added, some taking over the id or number of transactions
/// already indexed, some sharing another owner's.
@Suite("History index kept on append")
struct AppendedHistoryIndexTests {
    static let dates = (0..<6).map { Date(timeIntervalSince1970: 1_795_000_000 + Double($0) * 86_400) }

    private func transaction(
        _ number: Int, account: String?, card: String?, using generator: inout SeededGenerator
    ) -> Transaction {
        Transaction(
            id: "t-\(number)", date: Self.dates.randomElement(using: &generator) ?? Self.dates[0], accountID: account,
            cardNumber: card, direction: Bool.random(using: &generator) ? .debit : .credit, amount: 1,
            currency: "INR", counterparty: "P", category: "c", reference: "R\(number)")
    }

    /// One random change to `wallet`.
    private func change(_ step: Int, _ wallet: inout WalletState, using generator: inout SeededGenerator) {
        let users = wallet.users.map(\.id)
        let later = "acc-later-\(Int.random(in: 0..<4, using: &generator))"
        let laterCard = "9999 000\(Int.random(in: 0..<4, using: &generator))"
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...3:
            let account = Bool.random(using: &generator) ? wallet.accounts.randomElement(using: &generator)?.id : later
            wallet.transactions.append(transaction(step, account: account, card: nil, using: &generator))
        case 4...5:
            let card =
                Bool.random(using: &generator) ? wallet.cards.randomElement(using: &generator)?.number : laterCard
            let account = Int.random(in: 0..<5, using: &generator) == 0 ? later : nil
            wallet.transactions.append(transaction(step, account: account, card: card, using: &generator))
        case 6:
            wallet.transactions.append(transaction(step, account: nil, card: nil, using: &generator))
        case 7:
            var account = wallet.accounts[0]
            account.id =
                Bool.random(using: &generator) ? later : wallet.accounts.randomElement(using: &generator)?.id ?? ""
            account.userID = users.randomElement(using: &generator) ?? ""
            wallet.accounts.append(account)
        case 8:
            var card = wallet.cards[0]
            card.number =
                Bool.random(using: &generator) ? laterCard : wallet.cards.randomElement(using: &generator)?.number ?? ""
            card.userID = Bool.random(using: &generator) ? nil : users.randomElement(using: &generator)
            wallet.cards.append(card)
        default:
            for extra in 0..<3 {
                let account = wallet.accounts.randomElement(using: &generator)?.id
                wallet.transactions.append(
                    transaction(step * 10 + extra, account: account, card: nil, using: &generator))
            }
        }
    }

    private func expectSameAnswers(_ store: WalletStore, step: Int) {
        let wallet = store.wallet
        for user in wallet.users.map(\.id) + ["u-nobody"] {
            for limit in [nil, 0, 1, 5] {
                let indexed = store.history(ofUser: user, limit: limit).map(\.id)
                let scanned = wallet.history(ofUser: user, limit: limit).map(\.id)
                #expect(indexed == scanned, "step \(step): \(user), limit \(String(describing: limit))")
            }
            let whole = store.transactionHistory(ofUser: user).map(\.id)
            #expect(whole == wallet.history(ofUser: user).map(\.id), "step \(step): \(user)'s whole history")
        }
        for account in Set(wallet.accounts.map(\.id) + (0..<4).map { "acc-later-\($0)" }) {
            #expect(store.history(ofAccount: account).map(\.id) == wallet.history(ofAccount: account).map(\.id))
        }
    }

    @Test(arguments: [UInt64(7), 20_261_126])
    func theIndex_answersAsAFullRescan_afterRandomChanges(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var start = TransferFixture.wallet()
        for number in 0..<40 { change(-number - 1, &start, using: &generator) }
        let store = try WalletStore(
            mockData: MockData(wallet: start, reference: TransferFixture.reference()), persistence: MemoryStateStore(),
            index: AppendedHistoryIndex())
        expectSameAnswers(store, step: 0)
        for step in 1...1_500 {
            try store.update { change(step, &$0, using: &generator) }
            if step % 3 == 0 || step > 1_400 { expectSameAnswers(store, step: step) }
        }
        #expect(store.wallet.transactions.count > 1_000)
    }

    /// Built on another thread from the wallet at load (`prepare`), then changed before the first question: the
    /// answers are a full rescan's whether the wallet grew meanwhile (taken over and caught up) or is no longer
    /// the one built from (indexed again).
    @Test(arguments: [UInt64(3), 11])
    func aPreparedIndex_answersAsAFullRescan_whateverChangedSince(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var start = TransferFixture.wallet()
        for number in 0..<300 { change(-number - 1, &start, using: &generator) }
        for grows in [true, false] {
            let index = AppendedHistoryIndex()
            let store = try WalletStore(
                mockData: MockData(wallet: start, reference: TransferFixture.reference()),
                persistence: MemoryStateStore(), index: index)
            index.prepare(store.wallet)
            if grows {
                // Rows appended on accounts already known: nothing indexed changes owner, so the build is taken.
                for step in 1...40 {
                    try store.update { wallet in
                        let account = wallet.accounts.randomElement(using: &generator)?.id
                        wallet.transactions.append(transaction(step, account: account, card: nil, using: &generator))
                    }
                }
            } else {
                try store.update { $0.transactions.removeLast(5) }
            }
            expectSameAnswers(store, step: grows ? 40 : -5)
            #expect(index.wholeBuilds == (grows ? 0 : 1))
            for step in 41...60 {
                try store.update { change(step, &$0, using: &generator) }
                expectSameAnswers(store, step: step)
            }
            let wallet = store.wallet
            #expect(!store.usesReference("R-never", in: wallet))
            #expect(wallet.transactions.allSatisfy { store.usesReference($0.reference, in: wallet) })
        }
    }

    /// Started from a data image's rows and the index the image keeps of them (owners as they were): taken as
    /// it is, no build, and then kept on append like any index; a wallet whose first cards now give other owners
    /// than the kept index was made with is indexed again from the start. Either way the answers are a full
    /// rescan's.
    @Test(arguments: [UInt64(5), 17])
    func theIndexKeptInTheImage_answersAsAFullRescan(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var start = TransferFixture.wallet()
        for number in 0..<300 { change(-number - 1, &start, using: &generator) }
        let index = HistoryLists.built(from: start).imageBytes()
        let bytes = try #require(ImageColumnsFile.bytes(of: start.transactions, index: index))
        for reowned in [false, true] {
            var wallet = start
            wallet.transactions = TransactionLog(stored: try ImageColumnsFile.open(bytes))
            if reowned { wallet.cards[0].userID = wallet.users.last?.id }
            let history = AppendedHistoryIndex()
            let store = try WalletStore(
                mockData: MockData(wallet: wallet, reference: TransferFixture.reference()),
                persistence: MemoryStateStore(), index: history)
            expectSameAnswers(store, step: 0)
            #expect(history.wholeBuilds == (reowned ? 1 : 0))
            for step in 1...60 {
                try store.update { change(step, &$0, using: &generator) }
                expectSameAnswers(store, step: step)
            }
            let final = store.wallet
            #expect(final.transactions.storedCount == start.transactions.count)
            #expect(!store.usesReference("R-never", in: final))
            #expect(final.transactions.allSatisfy { store.usesReference($0.reference, in: final) })
        }
    }

    /// Stored bytes cut short are never taken: the index is built instead. Changed bytes never crash a question
    /// (an image's seal refuses them before this; here they reach the index unsealed).
    @Test func aKeptIndexCutOrChanged_isBuiltInstead() throws {
        var generator = SeededGenerator(seed: 2)
        var start = TransferFixture.wallet()
        for number in 0..<120 { change(-number - 1, &start, using: &generator) }
        let index = HistoryLists.built(from: start).imageBytes()
        for cut in [0, 8, index.count / 2, index.count - 1] {
            let bytes = try #require(ImageColumnsFile.bytes(of: start.transactions, index: Array(index.prefix(cut))))
            var wallet = start
            wallet.transactions = TransactionLog(stored: try ImageColumnsFile.open(bytes))
            let built = HistoryLists.start(from: wallet)
            #expect(built.built, "cut at \(cut)")
        }
        for offset in stride(from: 0, to: index.count, by: max(1, index.count / 40)) {
            var changed = index
            changed[offset] ^= 0xFF
            let bytes = try #require(ImageColumnsFile.bytes(of: start.transactions, index: changed))
            var wallet = start
            wallet.transactions = TransactionLog(stored: try ImageColumnsFile.open(bytes))
            let store = try WalletStore(
                mockData: MockData(wallet: wallet, reference: TransferFixture.reference()),
                persistence: MemoryStateStore(), index: AppendedHistoryIndex())
            for user in wallet.users.map(\.id) {
                _ = store.history(ofUser: user, limit: 5)
                _ = store.totals(ofUser: user)
            }
        }
    }
}
