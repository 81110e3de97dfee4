/// HMAC-SHA256 (RFC 2104), for PBKDF2 and anything else that needs a keyed digest.
public enum HMAC {
    /// The 32-byte HMAC-SHA256 of `message` under `key`.
    public static func sha256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        let pads = Pads(key: key)
        return SHA256.digest(pads.outer + SHA256.digest(pads.inner + message))
    }

    /// The key padded to one block and mixed with the inner (0x36) and outer (0x5c) constants.
    struct Pads {
        var inner: [UInt8]
        var outer: [UInt8]

        init(key: [UInt8]) {
            // A key longer than a block is replaced by its digest (RFC 2104, section 2).
            let block = key.count > 64 ? SHA256.digest(key) : key
            inner = [UInt8](repeating: 0x36, count: 64)
            outer = [UInt8](repeating: 0x5c, count: 64)
            for (index, byte) in block.enumerated() {
                inner[index] ^= byte
                outer[index] ^= byte
            }
        }
    }
}
