import Foundation
import Synchronization
import Testing

@testable import SwippyStorage

/// The one pass's element blocks: elements made in place, kept in order across the reserved array, blocks and
/// a second collection taken over, moved into one array with room after them, and every element freed exactly
/// once whether it was moved, dropped with the blocks, or never made.
@Suite("Element blocks keep order and free each element once", .serialized)
struct ElementChunksTests {
    /// An element that counts how many of its kind are alive.
    final class Counted: Sendable {
        static let alive = Mutex(0)
        let value: Int

        init(_ value: Int) {
            self.value = value
            Self.alive.withLock { $0 += 1 }
        }

        deinit { Self.alive.withLock { $0 -= 1 } }
    }

    private static func filled(_ values: Range<Int>, expecting: Int = 0) -> ElementChunks<Counted> {
        let chunks = ElementChunks<Counted>(expecting: expecting)
        append(values, to: chunks)
        return chunks
    }

    /// Appends an element for each of `values`, each made in place.
    private static func append(_ values: Range<Int>, to chunks: ElementChunks<Counted>) {
        for value in values {
            #expect(
                chunks.append { slot in
                    slot.initialize(to: Counted(value))
                    return true
                })
        }
    }

    @Test func elementsAcrossBlocksAndATakenOverCollection_arriveInOrder_withRoom() {
        let block = ElementChunks<Counted>.blockSize
        let before = Counted.alive.withLock { $0 }
        do {
            // Both collections end in a part-filled block, so the joined one has one in its middle.
            let head = Self.filled(0..<(block + 7))
            let tail = Self.filled((block + 7)..<(3 * block + 1))
            head.append(contentsOf: tail)
            #expect(tail.count == 0)
            #expect(head.count == 3 * block + 1)
            // Appends after the join go on after the taken-over elements, into and past their last block.
            let total = 4 * block + 3
            Self.append((3 * block + 1)..<total, to: head)
            let array = head.moveIntoArray(room: 100)
            #expect(head.count == 0)
            #expect(array.map(\.value) == Array(0..<total))
            #expect(array.capacity >= array.count + 100)
            #expect(Counted.alive.withLock { $0 } == before + total)
        }
        #expect(Counted.alive.withLock { $0 } == before, "each element freed once")
    }

    @Test func expectedElements_stayInTheReservedArray_whichIsHandedOverItself() {
        let block = ElementChunks<Counted>.blockSize
        let before = Counted.alive.withLock { $0 }
        do {
            let chunks = Self.filled(0..<100, expecting: 3 * block)
            let array = chunks.moveIntoArray(room: 0)
            #expect(array.map(\.value) == Array(0..<100))
            // An array made for 100 elements would not have the room reserved for 3 blocks' worth.
            #expect(array.capacity >= 3 * block, "the reserved array itself, not a copy")
        }
        #expect(Counted.alive.withLock { $0 } == before, "each element freed once")
    }

    @Test func pastTheReservedArray_andFromAnotherArray_elementsKeepTheirOrder() {
        let block = ElementChunks<Counted>.blockSize
        let before = Counted.alive.withLock { $0 }
        do {
            // The reserved array fills, the rest go in blocks; a taken-over collection with its own array and
            // blocks follows, then more appends.
            let head = Self.filled(0..<(block + 9), expecting: 5)
            let tail = Self.filled((block + 9)..<(2 * block + 20), expecting: 11)
            head.append(contentsOf: tail)
            #expect(tail.count == 0)
            #expect(head.count == 2 * block + 20)
            #expect(tail.moveIntoArray(room: 0).isEmpty)
            let total = 2 * block + 30
            Self.append((2 * block + 20)..<total, to: head)
            let array = head.moveIntoArray(room: 50)
            #expect(array.map(\.value) == Array(0..<total))
            #expect(array.capacity >= total + 50)
            #expect(Counted.alive.withLock { $0 } == before + total)
        }
        #expect(Counted.alive.withLock { $0 } == before, "each element freed once")
    }

    @Test func aMakeThatFails_addsNothing_andDroppedBlocksFreeTheirElements() {
        let before = Counted.alive.withLock { $0 }
        do {
            let chunks = Self.filled(0..<10)
            #expect(!chunks.append { _ in false })
            #expect(chunks.count == 10)
            #expect(
                chunks.append { slot in
                    slot.initialize(to: Counted(10))
                    return true
                })
            #expect(Counted.alive.withLock { $0 } == before + 11)
        }
        #expect(Counted.alive.withLock { $0 } == before, "blocks dropped unmoved free what they hold")
        #expect(ElementChunks<Counted>().moveIntoArray(room: 0).isEmpty)
    }

    @Test func removingAll_freesEveryElement_andLeavesItReadyForMore() {
        let block = ElementChunks<Counted>.blockSize
        let before = Counted.alive.withLock { $0 }
        let chunks = Self.filled(0..<(2 * block + 5))
        chunks.removeAll()
        #expect(chunks.count == 0)
        #expect(Counted.alive.withLock { $0 } == before, "every element freed at once, not at the end")
        #expect(
            chunks.append { slot in
                slot.initialize(to: Counted(7))
                return true
            })
        #expect(chunks.moveIntoArray(room: 0).map(\.value) == [7])
        #expect(Counted.alive.withLock { $0 } == before)
    }
}
