import Foundation
import SwippyCrypto

/// A data image's seal: the xxHash64 of the little-endian xxHash64s of its sealed bytes (from
/// `DataImage.sealedFrom` on) cut into 16 MiB pieces, the last one shorter. The pieces are hashed on every core
/// when an image is read, and one after another as it is written (`ImageSeal.Stream`).
enum ImageSeal {
    /// The bytes of one piece.
    static let piece = 1 << 24

    /// The seal of `bytes`, its pieces hashed side by side.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let pieces = (bytes.count + piece - 1) / piece
        let region = ImageColumn(bytes)
        let parts = SideBySide.ranges(pieces, parts: ProcessInfo.processInfo.activeProcessorCount)
        let hashes = SideBySide.map(parts.count) { part in
            parts[part].map { index in
                let start = index * piece
                let end = min(start + piece, region.count)
                return XXHash64.hash(UnsafeRawBufferPointer(rebasing: region.buffer[start..<end]))
            }
        }
        return combined(hashes.flatMap { $0 })
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
