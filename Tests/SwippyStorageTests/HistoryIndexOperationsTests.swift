import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// The history index against a full rescan through the money rules themselves: a seeded run of deposits,
/// withdrawals, moves between own accounts, card payments, sends to Swippy users (converted between rupees and
/// pounds), payments to a beneficiary, reloads (a fresh index) and rewinds (the index given an earlier, shorter
/// wallet, which it must index again). Every new reference the rules check is asked of the index and of a walk
/// (they must agree), and after the steps each user's newest-first history, the totals of their whole history
/// and the used references of old, new and never-used candidates equal what a rescan of the wallet gives.
@Suite("History index: random operations against a rescan")
struct HistoryIndexOperationsTests {
    static let reference = TransferFixture.reference(perTransfer: 5_000, fee: 5)
    static let start = TransferFixture.wallet()
    static let users = ["u-asha", "u-rahul", "u-emma"]

    /// The store under test, how many reference checks were asked and answered "used", and any disagreement.
    final class Run {
        var index = AppendedHistoryIndex()
        var store: WalletStore
        var asked = 0
        var used = 0
        var disagreements: [String] = []
        var checkpoints: [WalletState] = []

        init() throws {
            store = try Self.store(HistoryIndexOperationsTests.start, index: index)
        }

        static func store(_ wallet: WalletState, index: AppendedHistoryIndex) throws -> WalletStore {
            try WalletStore(
                mockData: MockData(wallet: wallet, reference: HistoryIndexOperationsTests.reference),
                persistence: MemoryStateStore(), index: index)
        }

        /// The index's answer for `reference` in `wallet`, recorded against the walk's.
        func isUsed(_ reference: String, _ wallet: WalletState) -> Bool {
            let indexed = store.usesReference(reference, in: wallet)
            let walked = wallet.usesReference(reference)
            asked += 1
            if indexed { used += 1 }
            if indexed != walked { disagreements.append("\(reference): index \(indexed), walk \(walked)") }
            return indexed
        }
    }

    /// One random operation on `run.store`; its kind.
    private func step(_ run: Run, _ number: Int, using generator: inout SeededGenerator) throws -> String {
        let ledger = Ledger(reference: Self.reference)
        let wallet = run.store.wallet
        let user = Self.users.randomElement(using: &generator) ?? "u-asha"
        let source = wallet.accounts(of: user).filter { $0.status == .active }.randomElement(using: &generator)
        let sourceID = source?.id ?? ""
        let amount = Decimal(Int.random(in: 1...20_000, using: &generator)) / 100
        // Mostly later and later; sometimes the same moment again or an earlier one.
        let date = TransferFixture.date + Double(number - Int.random(in: 0...2, using: &generator) * 7)
        let candidates = (0..<20).map { _ in "SWT\(Int.random(in: 0..<400, using: &generator))" }
        let isUsed = run.isUsed
        func send(_ payee: Payee, _ kind: String) throws -> String {
            let order = TransferOrder(
                sourceID: sourceID, payee: payee, amount: amount, note: "", requestID: "r\(number)")
            var next = candidates.makeIterator()
            try run.store.update { wallet in
                let reference = Ledger.unique({ next.next() ?? "SWT-none" }, isUsed: isUsed, in: wallet)
                _ = ledger.carryOut(order, userID: user, date: date, transferReference: reference, in: &wallet)
            }
            return kind
        }
        switch Int.random(in: 0..<30, using: &generator) {
        case 0...4:
            try run.store.update {
                _ = ledger.deposit(
                    amount, into: sourceID, from: "Bank transfer", userID: user, date: date, isUsed: isUsed, in: &$0)
            }
            return "deposit"
        case 5...6:
            try run.store.update {
                _ = ledger.withdraw(amount, from: sourceID, userID: user, date: date, isUsed: isUsed, in: &$0)
            }
            return "withdrawal"
        case 7...11:
            let target = wallet.accounts(of: user).randomElement(using: &generator)?.id ?? ""
            return try send(.ownAccount(id: target), "move")
        case 12...15:
            return try send(.cardDue(position: 0), "card payment")
        case 16...22:
            let other = wallet.users.randomElement(using: &generator)
            let recipient = SwippyRecipient(
                userID: other?.id ?? "", name: other?.name ?? "", mobile: other?.mobile ?? "")
            let sent = try send(.swippyUser(recipient), "Swippy user")
            let kinds = Set(run.store.wallet.transactions.suffix(2).map(\.currency))
            return kinds.count > 1 ? "converted send" : sent
        case 23...25:
            return try send(.beneficiary(TransferFixture.priya), "beneficiary")
        case 26:
            run.checkpoints.append(wallet)
            run.index = AppendedHistoryIndex()
            run.store = try Run.store(wallet, index: run.index)
            return "reload"
        case 27:
            // The index has read the whole wallet; an earlier one it is given is shorter.
            _ = run.store.history(ofUser: user)
            let count = wallet.transactions.count
            guard let earlier = run.checkpoints.last(where: { $0.transactions.count < count }) else {
                return "no rewind"
            }
            run.store = try Run.store(earlier, index: run.index)
            return "rewind"
        default:
            run.checkpoints.append(wallet)
            return "checkpoint"
        }
    }

    private func expectSameAnswers(_ run: Run, step: Int, using generator: inout SeededGenerator) {
        let store = run.store
        let wallet = store.wallet
        for user in Self.users + ["u-nobody"] {
            let scanned = wallet.history(ofUser: user)
            #expect(store.history(ofUser: user).map(\.id) == scanned.map(\.id), "step \(step): \(user)")
            let totals = store.totals(ofUser: user).mapValues { [$0.in, $0.out] }
            let rescanned = TransactionTotals.sums(scanned, code: \.currency).mapValues { [$0.in, $0.out] }
            #expect(totals == rescanned, "step \(step): \(user)'s totals")
        }
        let known = wallet.transactions.suffix(8).flatMap { [$0.reference, $0.id, String($0.id.dropLast(2))] }
        let fresh = (0..<8).map { _ in "SWT\(Int.random(in: 0..<400, using: &generator))" }
        for candidate in known + fresh + ["SWT", "SWA", "t", ""] {
            #expect(
                store.usesReference(candidate, in: wallet) == wallet.usesReference(candidate),
                "step \(step): \(candidate)")
        }
    }

    @Test(arguments: [UInt64(11), 20_261_126])
    func theIndex_answersAsARescan_afterRandomOperations(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let run = try Run()
        var kinds: [String: Int] = [:]
        for number in 1...1_200 {
            kinds[try step(run, number, using: &generator), default: 0] += 1
            if number % 4 == 0 || number > 1_150 { expectSameAnswers(run, step: number, using: &generator) }
        }
        #expect(run.disagreements.isEmpty, "\(run.disagreements.prefix(5))")
        #expect(run.asked > 1_000 && run.used > 100 && run.used < run.asked, "\(run.used) of \(run.asked) used")
        for kind in ["deposit", "withdrawal", "move", "card payment", "converted send", "beneficiary", "reload"] {
            #expect(kinds[kind, default: 0] > 20, "\(kind): \(kinds[kind, default: 0])")
        }
        #expect(kinds["rewind", default: 0] > 10, "rewind: \(kinds["rewind", default: 0])")
        #expect(run.store.wallet.transactions.count > 300)
    }
}
