import Foundation
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

/// A seeded random walk over the account intents and transfers: after every step the money in Swippy changed
/// exactly by deposits − withdrawals − what left to outside banks (fees included), no balance is negative, and
/// the wallet survives a save → load round-trip unchanged.
@Suite("Ledger: randomized accounts simulation")
struct AccountsSimulationTests {
    /// Four seeds run side by side; 4 × 250 episodes × 10 steps = 10,000 operations. Short episodes keep the
    /// wallet small, so the round-trip after every step stays cheap in a debug build.
    static let seeds: [UInt64] = [20_261_122, 7, 4_826, 592_741]
    static let episodes = 250
    static let stepsPerEpisode = 10

    @Test(arguments: seeds)
    func twoThousandFiveHundredRandomOperationsPerSeed_conserveMoney_andRoundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var operations = 0
        var moved = 0
        var closed = 0
        var added = 0
        for _ in 0..<Self.episodes {
            var run = Simulation(ledger: Ledger(reference: TransferFixture.reference(perTransfer: 5_000, fee: 5)))
            for _ in 0..<Self.stepsPerEpisode {
                if run.step(using: &generator) { moved += 1 }
                operations += 1
                try run.check()
            }
            closed += run.wallet.accounts.filter { $0.status == .closed }.count
            added += run.wallet.accounts.count - Simulation.start.accounts.count
        }
        #expect(operations * Self.seeds.count >= 10_000)
        #expect(moved > operations / 5)
        #expect(closed > 0 && added > 0)
    }
}

/// One episode: a wallet, what the money in it should add up to, and random operations on it.
struct Simulation {
    let ledger: Ledger
    static let start = TransferFixture.wallet()
    var wallet = Simulation.start
    /// What each currency's accounts should add up to: conserved per currency, a converted send included.
    var expected = Simulation.totals(Simulation.start)
    var date = TransferFixture.date
    static let users = ["u-asha", "u-rahul", "u-emma"]
    static let names = ["", "Trip", "trip", "Savings", "Account 1", "Rainy day", String(repeating: "n", count: 41)]

    /// One random operation; true when it changed the wallet.
    mutating func step(using generator: inout SeededGenerator) -> Bool {
        let before = wallet
        let user = Self.users.randomElement(using: &generator) ?? "u-asha"
        let accounts = wallet.accounts(of: user)
        let account = accounts.randomElement(using: &generator)
        let other = accounts.randomElement(using: &generator)
        let amount = Decimal(Int.random(in: 0...600_000, using: &generator)) / 100
        date += 1
        switch Int.random(in: 0..<8, using: &generator) {
        case 0:
            let currency = ["INR", "INR", "GBP", "JPY"].randomElement(using: &generator) ?? "INR"
            _ = ledger.addAccount(
                name: Self.names.randomElement(using: &generator) ?? "", currency: currency, userID: user, in: &wallet)
        case 1:
            _ = ledger.rename(
                accountID: account?.id ?? "", to: Self.names.randomElement(using: &generator) ?? "", userID: user,
                in: &wallet)
        case 2:
            if case .success = ledger.deposit(
                amount, into: account?.id ?? "", from: "Bank transfer", userID: user, date: date, in: &wallet)
            {
                expected[account?.currency ?? "", default: 0] += amount
            }
        case 3:
            let all = Bool.random(using: &generator) ? account?.balance ?? amount : amount
            if case .success = ledger.withdraw(all, from: account?.id ?? "", userID: user, date: date, in: &wallet) {
                expected[account?.currency ?? "", default: 0] -= all
            }
        case 4:
            _ = transfer(amount, from: account, to: .ownAccount(id: other?.id ?? ""), user: user)
        case 5:
            _ = ledger.close(accountID: account?.id ?? "", userID: user, in: &wallet)
        case 6:
            // Emma's pounds reach Rahul as rupees: each currency changes by its own side's amount.
            if case .sent(let receipt) = transfer(
                amount, from: account, to: .swippyUser(TransferFixture.rahul), user: user),
                let received = receipt.received
            {
                expected[receipt.amount.currency, default: 0] -= receipt.amount.amount
                expected[received.currency, default: 0] += received.amount
            }
        default:
            let outside = NewAccountDetails(name: "Outside", accountNumber: "99887766554433", ifsc: "HDFC0000060")
            if case .sent(let receipt) = transfer(amount, from: account, to: .newAccount(outside), user: user) {
                expected[receipt.amount.currency, default: 0] -= receipt.amount.amount + receipt.fee.amount
            }
        }
        return wallet != before
    }

    static func totals(_ wallet: WalletState) -> [String: Decimal] {
        wallet.accounts.reduce(into: [:]) { $0[$1.currency, default: 0] += $1.balance }
    }

    mutating func transfer(_ amount: Decimal, from account: BankAccount?, to payee: Payee, user: String)
        -> TransferOutcome
    {
        let order = TransferOrder(
            sourceID: account?.id ?? "", payee: payee, amount: amount, note: "", requestID: "r\(date)")
        return ledger.carryOut(
            order, userID: user, date: date, transferReference: "SWT\(Int(date.timeIntervalSince1970))", in: &wallet)
    }

    /// The money, the balances, the closed accounts, and save → load.
    func check() throws {
        #expect(Self.totals(wallet).filter { $0.value != 0 } == expected.filter { $0.value != 0 })
        #expect(wallet.accounts.allSatisfy { $0.balance >= 0 })
        #expect(wallet.accounts.filter { $0.status == .closed }.allSatisfy { $0.balance == 0 })
        let saved = SavedState(dataFingerprint: "sim", wallet: wallet)
        let loaded = try JSONDecoder.swippy().decode(SavedState.self, from: JSONEncoder.swippy().encode(saved))
        #expect(loaded == saved)
    }
}
