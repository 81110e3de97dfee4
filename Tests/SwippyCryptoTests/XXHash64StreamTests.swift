import Testing

@testable import SwippyCrypto

/// The hash taken piece by piece equals the hash of all the bytes at once, wherever the pieces break: inside
/// a 32-byte stripe, on its edge, in pieces of one byte, and for inputs shorter than one stripe.
@Suite("xxHash64 in pieces")
struct XXHash64StreamTests {
    @Test func piecesAnywhere_hashAsTheWhole() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for length in [0, 1, 7, 31, 32, 33, 63, 64, 65, 100, 257, 1_000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: next()) }
            let whole = bytes.withUnsafeBytes { XXHash64.hash($0) }
            for round in 0..<8 {
                var stream = XXHash64.Stream()
                var offset = 0
                while offset < length {
                    let piece = round == 0 ? 1 : Int(next() % 70)
                    let end = min(length, offset + piece)
                    bytes.withUnsafeBytes { stream.update(UnsafeRawBufferPointer(rebasing: $0[offset..<end])) }
                    offset = end
                }
                #expect(stream.finish() == whole, "\(length) bytes, round \(round)")
            }
        }
    }

    @Test func theEmptyInput_hashesAsTheKnownValue() {
        #expect(XXHash64.Stream().finish() == 0xEF46_DB37_51D8_E999)
    }
}
