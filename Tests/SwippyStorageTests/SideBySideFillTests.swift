import Testing

@testable import SwippyStorage

/// `SideBySide.filled`: the same array as made in order, on one core or two, and the first failure in index
/// order when any element fails, whichever part met it first.
@Suite("Side by side fill")
struct SideBySideFillTests {
    struct Failed: Error, Equatable {
        let index: Int
    }

    @Test(arguments: [0, 1, 100, SideBySide.fillMinimum, SideBySide.fillMinimum * 3 + 7])
    func filled_isTheArrayMadeInOrder(count: Int) throws {
        for cores in [1, 2, 3] {
            let made = try SideBySide.filled(count, cores: cores) { index throws(Failed) in "s\(index * 7)" }
            #expect(made == (0..<count).map { "s\($0 * 7)" })
        }
    }

    @Test func aFailure_throwsTheFirstInIndexOrder_andKeepsNothing() {
        let count = SideBySide.fillMinimum * 4
        let failing: Set<Int> = [count - 5, count / 2 + 3, 1_000_003 % count]
        for cores in [1, 2, 4] {
            #expect(throws: Failed(index: failing.min() ?? 0)) {
                _ = try SideBySide.filled(count, cores: cores) { index throws(Failed) in
                    if failing.contains(index) { throw Failed(index: index) }
                    return [index]
                }
            }
        }
    }
}
