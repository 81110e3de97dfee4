import Foundation
import SwippyCrypto

/// A data image's seal: the xxHash64 of the little-endian xxHash64s of its sealed bytes (from
/// `DataImage.sealedFrom` on) cut into 16 MiB pieces, the last one shorter. When an image is read, the pieces are
/// hashed on another thread while the caller reads what they hold, and the caller joins in when it is done
/// (`ImageSeal.Pending`); as it is written, one after another (`ImageSeal.Stream`).
enum ImageSeal {
    /// The bytes of one piece.
    static let piece = 1 << 24

    /// The seal of `bytes`, its pieces hashed side by side.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        Pending(bytes).value()
    }

    /// The seal of the piece hashes `hashes`.
    static func combined(_ hashes: [UInt64]) -> UInt64 {
        let bytes = hashes.flatMap { hash in withUnsafeBytes(of: hash.littleEndian) { Array($0) } }
        return bytes.withUnsafeBytes { XXHash64.hash($0) }
    }

    /// The seal of bytes given in order, a piece at a time.
    struct Stream {
        private var current = XXHash64.Stream()
        private var filled = 0
        private var hashes: [UInt64] = []

        /// Adds `bytes`.
        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            var offset = 0
            while offset < bytes.count {
                let taken = min(piece - filled, bytes.count - offset)
                current.update(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + taken)]))
                filled += taken
                offset += taken
                if filled == piece {
                    hashes.append(current.finish())
                    current = XXHash64.Stream()
                    filled = 0
                }
            }
        }

        /// The seal of every byte added.
        func finish() -> UInt64 {
            combined(filled > 0 ? hashes + [current.finish()] : hashes)
        }
    }
}
