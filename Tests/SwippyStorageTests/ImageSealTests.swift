import Foundation
import SwippyCrypto
import Testing

@testable import SwippyStorage

/// The image's seal taken on every core equals the seal taken piece by piece as the image is written, wherever
/// the writes break, across the 16 MiB pieces; and one changed byte changes it.
@Suite("Image seal")
struct ImageSealTests {
    @Test func theStreamedSeal_isTheSealOfTheWhole() {
        var state: UInt64 = 42
        for length in [0, 1, 100, ImageSeal.piece - 1, ImageSeal.piece, ImageSeal.piece + 1, 2 * ImageSeal.piece + 333]
        {
            let bytes = (0..<length).map { index in UInt8(truncatingIfNeeded: index &* 31 &+ index >> 9) }
            let whole = bytes.withUnsafeBytes { ImageSeal.of($0) }
            var stream = ImageSeal.Stream()
            var offset = 0
            while offset < length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let end = min(length, offset + Int(state >> 40) % 5_000_000 + 1)
                bytes.withUnsafeBytes { stream.update(UnsafeRawBufferPointer(rebasing: $0[offset..<end])) }
                offset = end
            }
            #expect(stream.finish() == whole, "\(length) bytes")
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
