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

    /// The room asked for is left after the elements on one core and on two, so that many appends never move the
    /// array (the image's transactions leave the JSON reader's room for a run's transfers).
    @Test(arguments: [100, SideBySide.fillMinimum * 2 + 1])
    func theRoomAskedFor_isLeftAfterTheElements(count: Int) throws {
        for cores in [1, 2] {
            var made = try SideBySide.filled(count, room: 64, cores: cores) { index throws(Failed) in index }
            #expect(made == Array(0..<count))
            #expect(made.capacity >= count + 64)
            let address = made.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            for index in 0..<64 { made.append(index) }
            #expect(made.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
        }
    }
}
