import Testing

@testable import SwippyCrypto

@Suite("SHA-256 against the NIST test vectors")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
                + "mnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func hashing_nistMessage_givesPublishedDigest(message: String, digest: String) {
        #expect(SHA256.hex(message) == digest)
    }

    @Test func hashing_oneMillionLetterA_givesPublishedDigest() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hashing_messagesAroundThePaddingBoundary_differAndAre32Bytes() {
        let digests = (54...66).map { SHA256.digest([UInt8](repeating: 0x61, count: $0)) }
        #expect(digests.allSatisfy { $0.count == 32 })
        #expect(Set(digests.map { Hex.string($0) }).count == digests.count)
    }
}
