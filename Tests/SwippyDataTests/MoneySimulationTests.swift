import Foundation
import SwippyData
import SwippyTestSupport
import Testing

/// Issue 36's seeded simulation: 10,000 random sends and moves in and across currencies, card draws (Add money
/// from a card and Credit's withdrawal), repayments, due payments, deposits, withdrawals and round trips between
/// users, at the shipped data's rates. After every step: a refusal left the wallet equal; no currency's total
/// (its accounts less what its credit lines have in use) grew, unless money came into it from outside or
/// converted from another; and the value of everything, converted to US dollars at the data's quotes, never grew
/// beyond what came from outside.
@Suite("Ledger: money simulation across currencies and credit lines")
struct MoneySimulationTests {
    static let seeds: [UInt64] = [36, 2_026, 150_000, 592_741]
    static let episodes = 50
    static let stepsPerEpisode = 50
    /// Decimal division keeps 38 digits: a value may differ from its exact figure in the last of them.
    static let noise = Decimal(sign: .plus, exponent: -18, significand: 1)

    @Test(arguments: seeds)
    func randomOperations_neverCreateMoney_andRefusalsChangeNothing(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var counts: [String: (done: Int, refused: Int)] = [:]
        for episode in 0..<Self.episodes {
            var run = MoneySimulation()
            for number in 0..<Self.stepsPerEpisode {
                let before = run.wallet
                let step = run.step(using: &generator)
                counts[step.name, default: (0, 0)].done += step.refused ? 0 : 1
                counts[step.name, default: (0, 0)].refused += step.refused ? 1 : 0
                if let problem = Self.problem(step, before: before, after: run.wallet, ledger: run.ledger) {
                    Issue.record("seed \(seed), episode \(episode), step \(number), \(step.name): \(problem)")
                    return
                }
            }
        }
        #expect(Self.seeds.count * Self.episodes * Self.stepsPerEpisode >= 10_000)
        for name in ["send", "round trip", "draw", "credit withdraw", "credit repay", "pay due", "deposit", "withdraw"]
        {
            #expect(
                (counts[name]?.done ?? 0) > 0 && (counts[name]?.refused ?? 0) > 0, "\(name): \(counts[name] ?? (0, 0))")
        }
    }

    /// What is wrong after `step`, or nil.
    static func problem(_ step: MoneySimulation.Step, before: WalletState, after: WalletState, ledger: Ledger)
        -> String?
    {
        if step.refused {
            var expected = before
            expected.security = after.security
            return after == expected ? nil : "a refusal changed the wallet"
        }
        let (old, new) = (net(before, ledger), net(after, ledger))
        for (currency, total) in new where !step.convertedInto.contains(currency) {
            let allowed = (old[currency] ?? 0) + (step.outside[currency] ?? 0)
            if total > allowed { return "\(currency) grew from \(old[currency] ?? 0) to \(total)" }
        }
        let rates = ledger.reference.exchangeRates
        let outside = step.outside.reduce(Decimal(0)) { $0 + (rates.convert($1.value, from: $1.key, to: "USD") ?? 0) }
        let (valueBefore, valueAfter) = (value(old, rates), value(new, rates))
        if valueAfter > valueBefore + outside + noise {
            return "the value grew from \(valueBefore) to \(valueAfter) USD (outside: \(outside))"
        }
        return nil
    }

    /// Per currency: the accounts' balances less what the credit lines have in use.
    static func net(_ wallet: WalletState, _ ledger: Ledger) -> [String: Decimal] {
        var totals: [String: Decimal] = [:]
        for account in wallet.accounts { totals[account.currency, default: 0] += account.balance }
        for user in MoneySimulation.users {
            for line in ledger.creditLines(of: user, in: wallet) { totals[line.currency, default: 0] -= line.used }
        }
        return totals
    }

    /// `totals` converted to US dollars at the data's quotes, not rounded.
    static func value(_ totals: [String: Decimal], _ rates: ExchangeRates) -> Decimal {
        totals.reduce(Decimal(0)) { $0 + (rates.convert($1.value, from: $1.key, to: "USD") ?? 0) }
    }
}
