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

    /// The blocks filled before the current one, each with how many of its first slots hold an element (all
    /// of them, except where `append(contentsOf:)` joined two collections).
    private var earlier: [(start: UnsafeMutablePointer<Element>, count: Int)] = []
    /// The block being filled and how many of its first slots hold an element. A million appends touch only
    /// these and `count`, none of which is ever accessed while another access is under way: not checked.
    @exclusivity(unchecked) private var current: UnsafeMutablePointer<Element>?
    @exclusivity(unchecked) private var filled = 0
    @exclusivity(unchecked) private(set) var count = 0

    /// Every block in order, the current one last.
    private var blocks: [(start: UnsafeMutablePointer<Element>, count: Int)] {
        guard let current else { return earlier }
        return earlier + [(current, filled)]
    }

    /// Appends the element `make` initialises in the next slot when it returns true (made in place, not
    /// copied in); nothing when it returns false, having left the slot uninitialised.
    func append(_ make: (UnsafeMutablePointer<Element>) -> Bool) -> Bool {
        let block: UnsafeMutablePointer<Element>
        if let current, filled < Self.blockSize { block = current } else { block = startBlock() }
        guard make(block + filled) else { return false }
        filled += 1
        count += 1
        return true
    }

    /// Files the current block with the earlier ones and starts an empty one.
    private func startBlock() -> UnsafeMutablePointer<Element> {
        if let current { earlier.append((current, filled)) }
        let block = UnsafeMutablePointer<Element>.allocate(capacity: Self.blockSize)
        current = block
        filled = 0
        return block
    }

    /// Takes `other`'s elements after these, leaving it empty; moves no element. Appends go on in `other`'s
    /// last block.
    func append(contentsOf other: ElementChunks) {
        guard other.current != nil else { return }
        earlier = blocks + other.earlier
        current = other.current
        filled = other.filled
        count += other.count
        other.forget()
    }

    /// Frees every element.
    func removeAll() {
        for block in blocks {
            block.start.deinitialize(count: block.count)
            block.start.deallocate()
        }
        forget()
    }

    /// Empty, without freeing what it held (now another's).
    private func forget() {
        earlier = []
        current = nil
        filled = 0
        count = 0
    }

    /// The elements, in order, as one array with room for `room` more, each block freed once moved.
    func moveIntoArray(room: Int) -> [Element] {
        let moving = blocks
        let total = count
        forget()
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
        removeAll()
    }
}
