import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// A seeded random walk of 100,000 money operations through `WalletStore.update` on a real journal: every
/// destination kind (own account, beneficiary, a new account Swippy holds, a new account outside, a Swippy
/// user by mobile, a card's due), deposits, withdrawals, accounts opened, renamed, closed, payees saved; all
/// users and currencies. After every step the money in Swippy changed exactly by what entered and left it
/// and nothing is negative, and the step's change (as `WalletMark` found it, O(change)) is replayed on a
/// shadow wallet; at the end of each 1,000-step episode the shadow must equal the wallet, and what changed
/// is saved as a sealed journal line that a fresh store loads from disk to the same wallet.
@Suite("Journal: randomized money simulation")
struct JournalSimulationTests {
    static let episodes = 100
    static let stepsPerEpisode = 1_000

    @Test func aHundredThousandOperations_conserveMoney_andReplayFromTheJournal() throws {
        var generator = SeededGenerator(seed: 20_261_122)
        var operations = 0
        var kinds: [String: Int] = [:]
        for _ in 0..<Self.episodes {
            var walk = try JournalWalk()
            for step in 1...Self.stepsPerEpisode {
                if let kind = try walk.step(using: &generator) { kinds[kind, default: 0] += 1 }
                operations += 1
                try walk.check()
                if step == Self.stepsPerEpisode { try walk.checkReplay() }
            }
        }
        #expect(operations >= 100_000)
        let expected = [
            "deposit", "withdrawal", "own account", "beneficiary", "held new account", "outside new account",
            "Swippy user", "card due", "account opened", "account renamed", "account closed", "payee saved",
        ]
        for kind in expected { #expect(kinds[kind, default: 0] > 100, "\(kind): \(kinds[kind, default: 0])") }
    }
}

/// One episode: a store on a fresh journal, and what the money in each currency should add up to.
struct JournalWalk {
    static let reference = TransferFixture.reference(perTransfer: 5_000, fee: 5)
    static let users = ["u-asha", "u-rahul", "u-emma"]
    static let names = ["", "Trip", "Savings", "Rainy day", String(repeating: "n", count: 41)]
    let ledger = Ledger(reference: JournalWalk.reference)
    /// Built once: the fixture's PIN hashes are slow to make on purpose.
    static let start = TransferFixture.wallet()
    let mockData = MockData(wallet: JournalWalk.start, reference: JournalWalk.reference)
    let url: URL
    let store: WalletStore
    let shadow: ShadowJournal
    let journal: FileJournal
    var checkpoint: WalletState
    var expected: [String: Decimal]
    var date = TransferFixture.date

    init() throws {
        let shm = URL(fileURLWithPath: "/dev/shm")
        let folder =
            FileManager.default.isWritableFile(atPath: shm.path)
            ? shm.appendingPathComponent("swippy-sim-\(UUID().uuidString)")
            : RepositoryFiles.temporaryPath("swippy-sim")
        url = folder.appendingPathComponent("state.json")
        shadow = ShadowJournal(mockData.wallet)
        store = try WalletStore(mockData: mockData, fingerprint: "sim", persistence: shadow, stateFile: url.path)
        journal = FileJournal(url: url)
        checkpoint = mockData.wallet
        expected = Self.totals(mockData.wallet)
    }

    static func totals(_ wallet: WalletState) -> [String: Decimal] {
        wallet.accounts.reduce(into: [:]) { $0[$1.currency, default: 0] += $1.balance }
    }

    /// One random operation; its kind when it changed the wallet.
    mutating func step(using generator: inout SeededGenerator) throws -> String? {
        let wallet = store.wallet
        let user = Self.users.randomElement(using: &generator) ?? "u-asha"
        let mine = wallet.accounts(of: user)
        let source = mine.randomElement(using: &generator)
        let amount = Decimal(Int.random(in: 1...300_000, using: &generator)) / 100
        let (ledger, sourceID, now) = (ledger, source?.id ?? "", date)
        date += 1
        switch Int.random(in: 0..<12, using: &generator) {
        case 0:
            let result = try store.update {
                ledger.deposit(amount, into: sourceID, from: "Bank transfer", userID: user, date: now, in: &$0)
            }
            guard case .success = result, let source else { return nil }
            expected[source.currency, default: 0] += amount
            return "deposit"
        case 1:
            let all = Bool.random(using: &generator) ? source?.balance ?? amount : amount
            let result = try store.update { ledger.withdraw(all, from: sourceID, userID: user, date: now, in: &$0) }
            guard case .success = result, let source else { return nil }
            expected[source.currency, default: 0] -= all
            return "withdrawal"
        case 2:
            return try send(
                amount, from: source, to: .ownAccount(id: mine.randomElement(using: &generator)?.id ?? ""), user: user,
                kind: "own account")
        case 3:
            let payee =
                wallet.beneficiaries.filter { $0.userID == user }.randomElement(using: &generator)
                ?? TransferFixture.priya
            return try send(amount, from: source, to: .beneficiary(payee), user: user, kind: "beneficiary")
        case 4:
            let target = wallet.accounts.randomElement(using: &generator)
            let details = NewAccountDetails(name: "Held", accountNumber: target?.number ?? "", ifsc: target?.ifsc ?? "")
            return try send(amount, from: source, to: .newAccount(details), user: user, kind: "held new account")
        case 5:
            let details = NewAccountDetails(name: "Outside", accountNumber: "99887766554433", ifsc: "HDFC0000060")
            return try send(amount, from: source, to: .newAccount(details), user: user, kind: "outside new account")
        case 6:
            let other = wallet.users.randomElement(using: &generator)
            let recipient = SwippyRecipient(
                userID: other?.id ?? "", name: other?.name ?? "", mobile: other?.mobile ?? "")
            return try send(amount, from: source, to: .swippyUser(recipient), user: user, kind: "Swippy user")
        case 7:
            let due = wallet.cards.first?.due?.amount ?? 0
            let pay = Bool.random(using: &generator) ? due : min(amount, due)
            return try send(pay, from: source, to: .cardDue(position: 0), user: user, kind: "card due")
        case 8:
            let currency = ["INR", "INR", "GBP"].randomElement(using: &generator) ?? "INR"
            let name = Self.names.randomElement(using: &generator) ?? ""
            let result = try store.update { ledger.addAccount(name: name, currency: currency, userID: user, in: &$0) }
            guard case .success = result else { return nil }
            return "account opened"
        case 9:
            let name = Self.names.randomElement(using: &generator) ?? ""
            guard
                case .success = try store.update({ ledger.rename(accountID: sourceID, to: name, userID: user, in: &$0) }
                )
            else { return nil }
            return "account renamed"
        case 10:
            guard case .success = try store.update({ ledger.close(accountID: sourceID, userID: user, in: &$0) }) else {
                return nil
            }
            return "account closed"
        default:
            let target = wallet.accounts.randomElement(using: &generator)
            let details = NewAccountDetails(
                name: "Payee", accountNumber: target?.number ?? "", ifsc: target?.ifsc ?? "")
            let before = store.wallet.beneficiaries.count
            try store.update { _ = ledger.saveBeneficiary(details, userID: user, in: &$0) }
            return store.wallet.beneficiaries.count > before ? "payee saved" : nil
        }
    }

    /// Carries out a transfer; what left Swippy is the fee, and the amount unless an account Swippy holds got it.
    private mutating func send(
        _ amount: Decimal, from source: BankAccount?, to payee: Payee, user: String, kind: String
    ) throws -> String? {
        let order = TransferOrder(
            sourceID: source?.id ?? "", payee: payee, amount: amount, note: "", requestID: "r\(date)")
        let (ledger, now, reference) = (ledger, date, "SWT\(Int(date.timeIntervalSince1970))")
        let held: Bool
        switch payee {
        case .beneficiary(let beneficiary):
            held =
                Ledger.heldAccount(number: beneficiary.accountNumber, ifsc: beneficiary.ifsc, in: store.wallet) != nil
        case .newAccount(let details):
            held = Ledger.heldAccount(number: details.accountNumber, ifsc: details.ifsc, in: store.wallet) != nil
        case .swippyUser, .ownAccount: held = true
        case .cardDue: held = false
        }
        let outcome = try store.update {
            ledger.carryOut(order, userID: user, date: now, transferReference: reference, in: &$0)
        }
        guard case .sent(let receipt) = outcome, let source else { return nil }
        expected[source.currency, default: 0] -= receipt.fee.amount + (held ? 0 : receipt.amount.amount)
        // Conservation per currency: a converted send leaves in one currency and arrives in another.
        if let received = receipt.received {
            expected[source.currency, default: 0] -= receipt.amount.amount
            expected[received.currency, default: 0] += received.amount
            return kind + " (converted)"
        }
        return kind
    }

    /// The money, and nothing negative (plain comparisons: this runs 100,000 times).
    func check() throws {
        let wallet = store.wallet
        let totals = Self.totals(wallet)
        if totals != expected { Issue.record("money: \(totals) where \(expected) was expected") }
        if let negative = wallet.accounts.first(where: { $0.balance < 0 }) {
            Issue.record("negative balance: \(negative)")
        }
        if let negative = wallet.cards.first(where: { ($0.due?.amount ?? 0) < 0 }) {
            Issue.record("negative due: \(negative)")
        }
    }

    /// Every step's change replayed on the shadow gave the wallet; what changed since the last checkpoint,
    /// saved as a journal line, loads from disk in a fresh store to the same wallet.
    mutating func checkReplay() throws {
        let wallet = store.wallet
        #expect(shadow.wallet == wallet)
        let change = WalletChange.between(checkpoint, wallet)
        try journal.save(change, resulting: SavedState(dataFingerprint: "sim", wallet: wallet))
        let reloaded = try WalletStore(
            mockData: mockData, fingerprint: "sim", persistence: FileJournal(url: url), stateFile: url.path)
        #expect(reloaded.wallet == wallet)
        checkpoint = wallet
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
}

/// Replays every change `WalletStore` saves on a wallet of its own, in place.
final class ShadowJournal: WalletJournal {
    private(set) var wallet: WalletState

    init(_ seed: WalletState) {
        wallet = seed
    }

    func load(seed: WalletState) throws(DataFileError) -> SavedState? { nil }

    func save(_ change: WalletChange, resulting state: SavedState) throws(DataFileError) -> Int {
        do {
            try change.apply(to: &wallet)
        } catch {
            Issue.record("a change did not replay: \(error.reason)")
        }
        return 0
    }

    func reset() throws(DataFileError) {}

    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T { try body() }

    func catchUp(_ wallet: inout WalletState) throws(DataFileError) -> String? { nil }
}
