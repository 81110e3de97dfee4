import Foundation
import SwippyCrypto

/// A data image's seal: the xxHash64 of the little-endian xxHash64s of its sealed bytes (from
/// `DataImage.sealedFrom` on) cut into 16 MiB pieces, the last one shorter. When an image is read, the pieces are
/// hashed on another thread while the caller reads what they hold, and the caller joins in when it is done
/// (`ImageSeal.Pending`); once written, read back one after another (`ImageFileWriter`).
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
}
