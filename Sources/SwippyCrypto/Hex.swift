import Foundation

/// Hex encoding for salts and digests.
public enum Hex {
    /// Lower-case hex of `bytes`.
    public static func string(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// Bytes of a hex string; invalid pairs are skipped.
    public static func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var iterator = hex.makeIterator()
        while let high = iterator.next(), let low = iterator.next() {
            if let byte = UInt8(String([high, low]), radix: 16) { result.append(byte) }
        }
        return result
    }
}
