import Foundation

/// Elements collected one at a time while their count is unknown, then handed over as one array. The one pass
/// (`JSONStructureScan+Fused`) reads a million transactions before it knows how many there are; an array grown
/// by doubling would copy them all several times and, at the last doubling, hold one and a half of them.
///
/// The first scan's collection, told how many to expect (as many as the bytes left could hold), appends them to
/// one array reserved up front (address space until written) and hands that very array over. A second scan's
/// go in fixed blocks that never move, each moved into that array at the end and freed, so at most one block is
/// resident twice. The pages about to be written are made resident in one call (`MADV_POPULATE_WRITE`), not one
/// page fault per 4 KiB: a hundred thousand faults fewer at a million transactions.
///
/// Not shared: one scan appends to it; a second scan's collection is handed to the first whole, through the
/// tail's mutex (`JSONStructureScan.TailResult`), after the second scan is done with it.
final class ElementChunks<Element: Sendable>: @unchecked Sendable {
    /// Elements per block.
    static var blockSize: Int { 8_192 }

    /// The first elements, in the array reserved for them (empty when none was); once it is full, or a block
    /// was taken over, elements go in blocks after it.
    @exclusivity(unchecked) private var front: [Element] = []
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
        earlier + (current.map { [($0, filled)] } ?? [])
    }

    /// A collection whose first `expected` elements go in one array.
    init(expecting expected: Int = 0) {
        front.reserveCapacity(expected)
    }

    /// Appends the element `make` initialises in the next slot when it returns true (made in place in a block,
    /// moved once into the array); nothing when it returns false, having left the slot uninitialised. The pages
    /// of each stretch after the first are made resident before it is written: a small file touches a few pages
    /// of its first only.
    func append(_ make: (UnsafeMutablePointer<Element>) -> Bool) -> Bool {
        if current == nil, front.count < front.capacity {
            return withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { buffer in
                guard let slot = buffer.baseAddress, make(slot) else { return false }
                if front.count % Self.blockSize == 0, count > 0 { Self.makeRoomResident(&front, for: Self.blockSize) }
                front.append(slot.move())
                count += 1
                return true
            }
        }
        if current == nil || filled == Self.blockSize {
            let block = UnsafeMutablePointer<Element>.allocate(capacity: Self.blockSize)
            if count > 0 { Self.makeResident(block, count: Self.blockSize) }
            earlier = blocks
            (current, filled) = (block, 0)
        }
        guard let block = current, make(block + filled) else { return false }
        filled += 1
        count += 1
        return true
    }

    /// Takes `other`'s elements after these, leaving it empty: its blocks are taken as they are (appends go on
    /// in its last block); its reserved array, if it has one, cannot lend its elements, which are copied.
    func append(contentsOf other: ElementChunks) {
        for element in other.front {
            _ = append { slot in
                slot.initialize(to: element)
                return true
            }
        }
        if other.current != nil {
            earlier = blocks + other.earlier
            current = other.current
            filled = other.filled
            count += other.count - other.front.count
        }
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
        front = []
        earlier = []
        current = nil
        filled = 0
        count = 0
    }

    /// The elements, in order, as one array with room for `room` more: the reserved array, with each block's
    /// elements moved in after its own and the block freed.
    func moveIntoArray(room: Int) -> [Element] {
        var array = front
        let (moving, total) = (blocks, count)
        forget()
        array.reserveCapacity(total + room)
        for block in moving {
            Self.makeRoomResident(&array, for: block.count)
            for index in 0..<block.count { array.append((block.start + index).move()) }
            block.start.deallocate()
        }
        return array
    }

    /// Makes the pages of `array`'s next `count` free slots resident.
    private static func makeRoomResident(_ array: inout [Element], for count: Int) {
        let room = min(count, array.capacity - array.count)
        array.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { makeResident(base + buffer.count, count: room) }
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
