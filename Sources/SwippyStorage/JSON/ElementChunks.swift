import Foundation

/// Elements collected one at a time while their count is unknown, in fixed blocks that never move, then
/// moved (not copied) into one array. The one pass (`JSONStructureScan+Fused`) reads a million transactions
/// before it knows how many there are: an array grown by doubling would copy them all several times and, at
/// the last doubling, hold one and a half of them at once. Here a block is freed as soon as its elements have
/// moved, so at most one block is resident twice.
///
/// A block's pages, and the array's pages a block is about to move into, are made resident with one call
/// (`MADV_POPULATE_WRITE`) rather than one page fault per 4 KiB page as they are first written: a hundred
/// thousand faults fewer at a million transactions, each costing more than its page's copy.
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
        let block = UnsafeMutablePointer<Element>.allocate(capacity: Self.blockSize)
        if let current {
            earlier.append((current, filled))
            // Only past the first block: a file that fills one block has many, while a small file touches a few
            // pages of its first block only.
            Self.makeResident(block, count: Self.blockSize)
        }
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
                    Self.makeResident(target + offset, count: block.count)
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

    /// Asks the kernel to back the whole pages under `count` elements at `start` now, in one call. Only a
    /// hint: a kernel without it (before Linux 5.14) refuses, and the pages fault in as they are written.
    private static func makeResident(_ start: UnsafeMutablePointer<Element>, count: Int) {
        #if canImport(Glibc)
            let page = Int(getpagesize())
            let address = Int(bitPattern: start)
            let first = (address + page - 1) / page * page
            let end = (address + count * MemoryLayout<Element>.stride) / page * page
            guard end > first, let pages = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(pages, end - first, MADV_POPULATE_WRITE)
        #endif
    }

    deinit {
        removeAll()
    }
}
