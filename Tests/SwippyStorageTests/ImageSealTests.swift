import Foundation
import SwippyCrypto
import SwippyTestSupport
import Testing

@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

/// The image's seal taken on every core equals the seal its file is written with, read back piece by piece
/// across the 16 MiB pieces; and one changed byte changes it.
@Suite("Image seal")
struct ImageSealTests {
    /// The seal an image file is written with is the seal of its bytes taken on every core, across the 16 MiB
    /// pieces; and one changed byte changes it.
    @Test func theWrittenSeal_isTheSealOfTheWhole() throws {
        let folder = try RepositoryFiles.temporaryDirectory("swippy-seal")
        defer { try? FileManager.default.removeItem(at: folder) }
        for length in [0, 1, 100, ImageSeal.piece - 1, ImageSeal.piece, ImageSeal.piece + 1, 2 * ImageSeal.piece + 333]
        {
            let bytes = (0..<length).map { index in UInt8(truncatingIfNeeded: index &* 31 &+ index >> 9) }
            let whole = bytes.withUnsafeBytes { ImageSeal.of($0) }
            let path = folder.appendingPathComponent("image-\(length)").path
            let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
            var writer = ImageFileWriter(descriptor: descriptor, path: path)
            writer.append(raw: [UInt8](repeating: 0, count: DataImage.sealedFrom))
            writer.append(raw: bytes)
            #expect(writer.finish() == whole, "\(length) bytes")
            close(descriptor)
            if length > 0 {
                var changed = bytes
                changed[length / 2] ^= 1
                #expect(changed.withUnsafeBytes { ImageSeal.of($0) } != whole, "\(length) bytes")
            }
        }
    }

    @Test func aSealIsTheHashOfItsPiecesHashes() {
        let bytes = [UInt8](repeating: 7, count: ImageSeal.piece + 10)
        let pieces = bytes.withUnsafeBytes { buffer in
            [
                XXHash64.hash(UnsafeRawBufferPointer(rebasing: buffer[..<ImageSeal.piece])),
                XXHash64.hash(UnsafeRawBufferPointer(rebasing: buffer[ImageSeal.piece...])),
            ]
        }
        #expect(bytes.withUnsafeBytes { ImageSeal.of($0) } == ImageSeal.combined(pieces))
    }
}
