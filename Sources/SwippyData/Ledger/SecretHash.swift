import SwippyCrypto

/// A secret (a PIN, a one-time code) stored as a salted, slow hash; the secret itself is never kept.
///
/// New hashes are PBKDF2-HMAC-SHA256: `hash` is `pbkdf2-sha256$ITERATIONS$HEX`, so the scheme and its
/// cost travel with the value and a later build can raise the cost without breaking old values. The
/// older format, hex SHA-256 of the salt bytes followed by the secret's UTF-8, still verifies; the
/// wallet replaces it (and any hash cheaper than `defaultIterations`) on the next right PIN.
public struct SecretHash: Codable, Equatable, Sendable, CustomStringConvertible {
    /// Random salt, hex.
    public var salt: String
    /// `pbkdf2-sha256$ITERATIONS$HEX`, or (the older format) hex SHA-256 of salt + secret.
    public var hash: String

    /// A stored hash.
    public init(salt: String, hash: String) {
        self.salt = salt
        self.hash = hash
    }

    /// PBKDF2 rounds for new hashes: 100,000 in release builds (the app as shipped), 1,000 in debug
    /// builds (tests sign in many times). A hash made by a debug build is strengthened by the first right
    /// PIN in a release build, because `needsUpgrade` compares with this number.
    public static var defaultIterations: Int {
        #if DEBUG
            1_000
        #else
            100_000
        #endif
    }

    /// Iteration counts a stored hash may name: more would let a file make one check take minutes.
    public static let iterationRange = 1...1_000_000

    /// The prefix of a PBKDF2-HMAC-SHA256 hash.
    static let pbkdf2Prefix = "pbkdf2-sha256$"

    /// Hashes `secret` with `salt` (hex) using PBKDF2-HMAC-SHA256 with `iterations` rounds.
    public static func make(_ secret: String, salt: String, iterations: Int = defaultIterations) -> SecretHash {
        let rounds = min(max(iterations, iterationRange.lowerBound), iterationRange.upperBound)
        let derived = PBKDF2.sha256(password: Array(secret.utf8), salt: Hex.bytes(salt), iterations: rounds)
        return SecretHash(salt: salt, hash: pbkdf2Prefix + "\(rounds)$" + Hex.string(derived))
    }

    /// Hashes `secret` with a fresh random 16-byte salt.
    public static func make<G: RandomNumberGenerator>(
        _ secret: String, using generator: inout G, iterations: Int = defaultIterations
    ) -> SecretHash {
        let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return make(secret, salt: Hex.string(salt), iterations: iterations)
    }

    /// The older format: hex SHA-256 of the salt bytes followed by the secret. Only for reading
    /// existing data and for tests; new hashes use `make`.
    public static func legacy(_ secret: String, salt: String) -> SecretHash {
        SecretHash(salt: salt, hash: SHA256.hex(Hex.bytes(salt) + Array(secret.utf8)))
    }

    /// True when `secret` hashes to the stored value (compared in constant time). A hash in no known
    /// format matches nothing.
    public func matches(_ secret: String) -> Bool {
        let candidate: SecretHash
        switch scheme {
        case .pbkdf2(let iterations): candidate = SecretHash.make(secret, salt: salt, iterations: iterations)
        case .legacySHA256: candidate = SecretHash.legacy(secret, salt: salt)
        case .unknown: return false
        }
        let computed = Array(candidate.hash.utf8)
        let stored = Array(hash.utf8)
        guard computed.count == stored.count else { return false }
        return zip(computed, stored).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// True for a hash in the older format or cheaper than new ones: replace it on the next right PIN.
    public var needsUpgrade: Bool {
        switch scheme {
        case .pbkdf2(let iterations): iterations < SecretHash.defaultIterations
        case .legacySHA256, .unknown: true
        }
    }

    /// How a stored hash was made.
    public enum Scheme: Equatable, Sendable {
        /// PBKDF2-HMAC-SHA256 with this many rounds.
        case pbkdf2(iterations: Int)
        /// The older format: one SHA-256 of salt + secret.
        case legacySHA256
        /// Not a format Swippy knows (or a cost outside `iterationRange`).
        case unknown
    }

    /// The scheme `hash` names.
    public var scheme: Scheme {
        if hash.hasPrefix(Self.pbkdf2Prefix) {
            let parts = hash.dropFirst(Self.pbkdf2Prefix.count).split(separator: "$", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count <= 8, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
                let iterations = Int(parts[0]), Self.iterationRange.contains(iterations), Self.isDigest(parts[1])
            else { return .unknown }
            return .pbkdf2(iterations: iterations)
        }
        return Self.isDigest(Substring(hash)) ? .legacySHA256 : .unknown
    }

    /// Never prints the hash, so it cannot leak into logs by accident.
    public var description: String { "SecretHash(•••)" }

    private static func isDigest(_ text: Substring) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
