import Dispatch
import SwippyCrypto
import Synchronization

extension ImageSeal {
    /// A seal being taken: made, it starts hashing the pieces on another thread, and `value()` hashes the pieces
    /// still left on the caller's thread, waits for the piece the other thread is on, and combines them. The
    /// caller reads the image in between, so the seal costs a start (nearly) nothing but the other core's time.
    /// The bytes must stay as they are until `value()` returns; `file`, when they are its, is held till then.
    final class Pending: Sendable {
        private let bytes: ImageColumn
        private let count: Int
        private let file: MappedFile?
        /// The next piece not yet taken by either thread.
        private let next = Atomic<Int>(0)
        private let hashes: Mutex<[UInt64]>
        private let helper = DispatchGroup()

        init(_ bytes: UnsafeRawBufferPointer, of file: MappedFile? = nil) {
            self.bytes = ImageColumn(bytes)
            count = (bytes.count + piece - 1) / piece
            self.file = file
            hashes = Mutex([UInt64](repeating: 0, count: count))
            guard count > 1 else { return }
            DispatchQueue.global().async(group: helper) { [self] in hashPieces() }
        }

        /// The seal, once every piece is hashed.
        func value() -> UInt64 {
            hashPieces()
            helper.wait()
            return combined(hashes.withLock { $0 })
        }

        /// Takes pieces until none is left.
        private func hashPieces() {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let start = index * piece
                let end = min(start + piece, bytes.count)
                let hash = XXHash64.hash(UnsafeRawBufferPointer(rebasing: bytes.buffer[start..<end]))
                hashes.withLock { $0[index] = hash }
            }
        }
    }
}
