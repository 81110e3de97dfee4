import Testing

@testable import SwippyCrypto
@testable import SwippyData

@Suite("Finding 6: HMAC-SHA256 (RFC 4231), PBKDF2-HMAC-SHA256 and the PIN hash format")
struct KeyDerivationTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(
        arguments: [
            (
                Array(repeating: 0x0b, count: 20), Array("Hi There".utf8),
                "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
            ),
            (
                Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
            ),
            (
                Array(repeating: 0xaa, count: 20), Array(repeating: 0xdd, count: 50),
                "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
            ),
            (
                Array(1...25), Array(repeating: 0xcd, count: 50),
                "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
            ),
            (
                Array(repeating: 0xaa, count: 131),
                Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
            ),
            (
                Array(repeating: 0xaa, count: 131),
                Array(
                    ("This is a test using a larger than block-size key and a larger than block-size data. "
                        + "The key needs to "
                        + "be hashed before being used by the HMAC algorithm.").utf8),
                "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
            ),
        ] as [([UInt8], [UInt8], String)])
    func hmacSHA256_givesTheRFC4231Digest(key: [UInt8], message: [UInt8], digest: String) {
        #expect(Hex.string(HMAC.sha256(key: key, message: message)) == digest)
    }

    @Test(arguments: [
        ("password", "salt", 1, 32, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        ("password", "salt", 2, 32, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
        ("password", "salt", 4096, 32, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
        (
            "passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40,
            "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9"
        ),
        (
            "passwd", "salt", 1, 64,
            "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845"
                + "b1e30bd509112041d3a19783"
        ),
    ])
    func pbkdf2SHA256_givesThePublishedKey(password: String, salt: String, iterations: Int, length: Int, key: String) {
        let derived = PBKDF2.sha256(
            password: Self.bytes(password), salt: Self.bytes(salt), iterations: iterations, keyLength: length)
        #expect(Hex.string(derived) == key)
    }

    @Test func aNewHash_recordsSchemeAndIterations_andMatchesOnlyItsPIN() {
        let hash = SecretHash.make("4826", salt: "73616c74", iterations: 2)
        #expect(
            hash.hash == "pbkdf2-sha256$2$"
                + Hex.string(
                    PBKDF2.sha256(
                        password: Self.bytes("4826"), salt: Self.bytes("salt"), iterations: 2)))
        #expect(hash.scheme == .pbkdf2(iterations: 2))
        #expect(hash.matches("4826"))
        #expect(!hash.matches("4827"))
        #expect(hash.needsUpgrade == (2 < SecretHash.defaultIterations))
        #expect(!hash.description.contains(hash.hash))
    }

    @Test func aNewHashWithAFreshSalt_usesTheDefaultIterations() {
        var generator = SystemRandomNumberGenerator()
        let hash = SecretHash.make("592741", using: &generator)
        #expect(hash.scheme == .pbkdf2(iterations: SecretHash.defaultIterations))
        #expect(!hash.needsUpgrade)
        #expect(hash.salt.count == 32)
        #expect(hash.matches("592741"))
    }

    @Test func anOldSHA256Hash_stillMatches_andAsksForAnUpgrade() {
        let old = SecretHash(
            salt: "6a1f0c3e9b7d2a5f8e4c1b0d9a7f3e21",
            hash: "e114cb7cdba6f287aa6f4d64f8f396345055a85e00ecfa75c6d83e7dd416f59b")
        #expect(old == SecretHash.legacy("4826", salt: old.salt))
        #expect(old.scheme == .legacySHA256)
        #expect(old.matches("4826"))
        #expect(!old.matches("4827"))
        #expect(old.needsUpgrade)
    }

    @Test(arguments: [
        "", "zz", "pbkdf2-sha256$", "pbkdf2-sha256$0$" + String(repeating: "a", count: 64),
        "pbkdf2-sha256$1000001$" + String(repeating: "a", count: 64),
        "pbkdf2-sha256$-5$" + String(repeating: "a", count: 64),
        "pbkdf2-sha256$99999999999999999999$" + String(repeating: "a", count: 64), "pbkdf2-sha256$10$abc",
        "md5$1$" + String(repeating: "a", count: 64), String(repeating: "A", count: 64),
    ])
    func aHashInNoKnownShape_matchesNothing(hash: String) {
        let secret = SecretHash(salt: "00", hash: hash)
        #expect(secret.scheme == .unknown)
        #expect(!secret.matches(""))
        #expect(!secret.matches("4826"))
    }

    @Test func legacySecretHash_matchesOnlyTheSecretItWasMadeFrom() {
        let hash = SecretHash.legacy("4826", salt: "6a1f0c3e9b7d2a5f8e4c1b0d9a7f3e21")
        #expect(hash.hash == "e114cb7cdba6f287aa6f4d64f8f396345055a85e00ecfa75c6d83e7dd416f59b")
        #expect(hash.matches("4826"))
        #expect(!hash.matches("4827"))
        #expect(!hash.matches(""))
        #expect(!hash.description.contains(hash.hash))
    }
}
