/// Elements collected one at a time while their count is unknown, in fixed blocks that never move, then
/// moved (not copied) into one array. The one pass (`JSONStructureScan+Fused`) reads a million transactions
/// before it knows how many there are: an array grown by doubling would copy them all several times and, at
/// the last doubling, hold one and a half of them at once. Here a block is freed as soon as its elements have
/// moved, so at most one block is resident twice.
///
/// Not shared: one scan appends to it; a second scan's collection is handed to the first whole, through the
/// tail's mutex (`JSONStructureScan.TailResult`), after the second scan is done with it.
final class ElementChunks<Element: Sendable>: @unchecked Sendable {
    /// Elements per block.
    static var blockSize: Int { 8_192 }

    /// Each block and how many of its first slots hold an element. Only the last block of each scan's own
    /// collection is partly filled; after `append(contentsOf:)` one in the middle may be too.
    private var blocks: [(start: UnsafeMutablePointer<Element>, count: Int)] = []
    private(set) var count = 0

    /// Appends the element `make` initialises in the next slot when it returns true (made in place, not
    /// copied in); nothing when it returns false, having left the slot uninitialised.
    func append(_ make: (UnsafeMutablePointer<Element>) -> Bool) -> Bool {
        if blocks.isEmpty || blocks[blocks.count - 1].count == Self.blockSize {
            blocks.append((UnsafeMutablePointer<Element>.allocate(capacity: Self.blockSize), 0))
        }
        let last = blocks.count - 1
        guard make(blocks[last].start + blocks[last].count) else { return false }
        blocks[last].count += 1
        count += 1
        return true
    }

    /// Takes `other`'s elements after these, leaving it empty; moves no element.
    func append(contentsOf other: ElementChunks) {
        blocks += other.blocks
        count += other.count
        other.blocks = []
        other.count = 0
    }

    /// The elements, in order, as one array with room for `room` more, each block freed once moved.
    func moveIntoArray(room: Int) -> [Element] {
        let moving = blocks
        let total = count
        blocks = []
        count = 0
        return [Element](unsafeUninitializedCapacity: total + room) { buffer, initialized in
            var offset = 0
            for block in moving {
                if let target = buffer.baseAddress {
                    (target + offset).moveInitialize(from: block.start, count: block.count)
                } else {
                    block.start.deinitialize(count: block.count)
                }
                block.start.deallocate()
                offset += block.count
            }
            initialized = buffer.baseAddress == nil ? 0 : offset
        }
    }

    deinit {
        for block in blocks {
            block.start.deinitialize(count: block.count)
            block.start.deallocate()
        }
    }
}
