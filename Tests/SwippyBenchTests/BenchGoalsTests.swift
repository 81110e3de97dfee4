import Foundation
import Testing

@testable import swippy_bench

@Suite("swippy-bench's goal table: each goal against what was measured")
struct BenchGoalsTests {
    /// Figures that meet every goal, for 1M transactions in a 240 MB file.
    private static var meeting: BenchGoals.Figures {
        var figures = BenchGoals.Figures()
        figures.fileBytes = 240_000_000
        figures.cold = (cpu: 0.85, wall: 0.50)
        figures.warm = (cpu: 0.09, wall: 0.05, peak: 200_000_000)
        figures.cat = 0.02
        figures.writingPeak = 330_000_000
        figures.imageWrite = (cpu: 0.6, parse: 0.7)
        figures.transfer = 0.080
        figures.shippedTransfer = 0.060
        figures.homeRedraw = 0.001
        figures.peaks = (first: 290_000_000, history: 340_000_000, tenTransfers: 290_000_000)
        figures.ledgerRatio = 12
        figures.plainLedgerRatio = 10.5
        figures.shipped = (cold: 2.1, firstStartCPU: 2.0)
        return figures
    }

    private static func verdict(_ goals: BenchGoals, _ goal: String) -> Bool? {
        goals.rows.first { $0.goal.contains(goal) }?.met
    }

    @Test func figuresWithinEveryGoal_meetThemAll() {
        let goals = BenchGoals(Self.meeting)
        #expect(goals.rows.count == 9)
        #expect(goals.rows.allSatisfy { $0.met == true }, "\(goals.rows.filter { $0.met != true })")
        #expect(goals.lines.count == goals.rows.count + 3)
        #expect(goals.lines.last?.hasSuffix("| yes |") == true)
    }

    @Test func eachGoal_isMissedByItsOwnFigure() {
        var cases: [(String, (inout BenchGoals.Figures) -> Void)] = []
        cases.append(("cold first screen ≤", { $0.cold = (cpu: 1.01, wall: 0.5) }))
        cases.append(("cold first screen ≤", { $0.cold = (cpu: 0.8, wall: 0.71) }))
        cases.append(("`ledger balance` in CPU, detailed journal", { $0.ledgerRatio = 9.9 }))
        cases.append(("`ledger balance` in CPU, plain journal", { $0.plainLedgerRatio = 9.9 }))
        cases.append(("warm first screen", { $0.warm = (cpu: 0.2, wall: 0.11, peak: 1) }))
        cases.append(("warm first screen", { $0.cat = 0.01 }))  // 0.05 s is 5× cat
        cases.append(("writing the data image", { $0.imageWrite = (cpu: 0.71, parse: 0.7) }))
        cases.append(("transfer beyond sign-in", { $0.transfer = 0.091 }))
        cases.append(("home drawn again", { $0.homeRedraw = 0.0051 }))
        cases.append(("peak memory", { $0.peaks = (first: 290_000_000, history: 361_000_000, tenTransfers: 1) }))
        cases.append(("peak memory", { $0.warm = (cpu: 0.09, wall: 0.05, peak: 361_000_000) }))
        cases.append(("peak memory", { $0.writingPeak = 361_000_000 }))
        cases.append(("Foundation hello", { $0.shipped = (cold: 2.0, firstStartCPU: 3.1) }))
        for (goal, change) in cases {
            var figures = Self.meeting
            change(&figures)
            let goals = BenchGoals(figures)
            #expect(Self.verdict(goals, goal) == false, "\(goal)")
            #expect(goals.rows.filter { $0.met == false }.count == 1, "\(goal)")
        }
    }

    @Test func aCaseThatDidNotRun_isSaidSo_orLeftOut() {
        var figures = Self.meeting
        figures.ledgerRatio = nil
        figures.plainLedgerRatio = nil
        figures.homeRedraw = nil
        let goals = BenchGoals(figures)
        #expect(goals.rows.filter { $0.goal.contains("ledger") }.count == 2)
        #expect(goals.rows.filter { $0.goal.contains("ledger") }.allSatisfy { $0.met == nil })
        #expect(goals.lines.filter { $0.contains("ledger not run") && $0.hasSuffix("| not measured |") }.count == 2)
        #expect(!goals.rows.contains { $0.goal.contains("home drawn again") })
    }

    @Test func theLedgerGoal_isCheckedOnEachKindOfJournal_withItsOwnRatio() throws {
        var figures = Self.meeting
        figures.plainLedgerRatio = nil
        let goals = BenchGoals(figures)
        let detailed = try #require(goals.rows.first { $0.goal.hasSuffix("`ledger balance` in CPU, detailed journal") })
        let plain = try #require(goals.rows.first { $0.goal.hasSuffix("`ledger balance` in CPU, plain journal") })
        #expect(detailed.measured == "12.0×" && detailed.met == true)
        #expect(plain.measured == "ledger not run" && plain.met == nil)
        figures.plainLedgerRatio = 7.8
        let missed = try #require(BenchGoals(figures).rows.first { $0.goal.hasSuffix("plain journal") })
        #expect(missed.measured == "7.8×" && missed.met == false)
    }

    @Test func aLedgerRow_givesEachJournalsRatio_ofBalanceCPUOverTheFirstScreens() {
        func run(cpu: Double) -> ChildRun {
            ChildRun(seconds: cpu, cpuSeconds: cpu, peakBytes: 0, status: 0, output: "")
        }
        let row = BenchLedgerRow(
            label: "1M", journalBytes: 1, balance: run(cpu: 8.8), register: run(cpu: 9), registerRows: 1,
            first: run(cpu: 0.8), search: run(cpu: 1), searchRows: "1 of 1",
            plain: BenchLedgerRow.Plain(balance: run(cpu: 6.0), journalBytes: 1))
        #expect(abs(row.balanceRatio - 11) < 1e-9)
        #expect(abs((row.plainBalanceRatio ?? 0) - 7.5) < 1e-9)
        let hledger = BenchLedgerRow(
            label: "1M", journalBytes: 1, balance: run(cpu: 8), register: run(cpu: 9), registerRows: 1,
            first: run(cpu: 0.8), search: run(cpu: 1), searchRows: "1 of 1", plain: nil)
        #expect(hledger.plainBalanceRatio == nil)
    }

    @Test func theTransferRow_showsBothCostsAndTheDifference() throws {
        let row = try #require(BenchGoals(Self.meeting).rows.first { $0.goal.contains("transfer") })
        #expect(row.measured == "80 ms against 60 ms: +20 ms")
    }
}
