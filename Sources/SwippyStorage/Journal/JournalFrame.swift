import SwippyCrypto
import SwippyData

/// One line of the state journal (or the one line of its snapshot), taken apart:
/// `{"seq":7,"sum":"1c291ca3","seal":"<64 hex>","change":<payload>}`. The payload's bytes are kept exactly
/// as written, so the checksum and the seal are checked over the very bytes that were sealed.
struct JournalFrame {
    /// The line's sequence number (a header or snapshot carries the sequence it stands at).
    let seq: Int
    /// CRC-32 of the sealed text, as written.
    let sum: UInt32
    /// HMAC-SHA256 chained over the previous line's seal, as written.
    let seal: [UInt8]
    /// "change", "header" or "snapshot".
    let name: String
    /// The JSON payload, byte for byte.
    let payload: ArraySlice<UInt8>

    /// True when the line is whole: its checksum matches its text.
    var isWhole: Bool { JournalFrame.checksum(seq: seq, name: name, payload: payload) == sum }

    /// The line for `payload`, sealed after `previous` (the previous line's seal; empty at the start of a
    /// chain), with its trailing newline; and its seal.
    static func line(
        seq: Int, name: String, payload: [UInt8], previous: [UInt8], key: [UInt8]
    ) -> (bytes: [UInt8], seal: [UInt8]) {
        let seal = Self.seal(seq: seq, name: name, payload: payload[...], previous: previous, key: key)
        let sum = checksum(seq: seq, name: name, payload: payload[...])
        var bytes = Array(
            "{\"seq\":\(seq),\"sum\":\"\(hex32(sum))\",\"seal\":\"\(Hex.string(seal))\",\"\(name)\":".utf8)
        bytes.reserveCapacity(bytes.count + payload.count + 2)
        bytes += payload
        bytes += Array("}\n".utf8)
        return (bytes, seal)
    }

    /// The seal of a line: HMAC-SHA256 under `key` of the previous seal, the sequence, the name and the payload.
    static func seal(seq: Int, name: String, payload: ArraySlice<UInt8>, previous: [UInt8], key: [UInt8]) -> [UInt8] {
        var message = previous
        message += Array("\n\(seq)\n\(name)\n".utf8)
        message += payload
        return HMAC.sha256(key: key, message: message)
    }

    /// The frame in `line` (without its newline), or nil when it is not shaped like one.
    static func parse(_ line: ArraySlice<UInt8>) -> JournalFrame? {
        var cursor = line.startIndex
        func expect(_ text: String) -> Bool {
            for byte in text.utf8 {
                guard cursor < line.endIndex, line[cursor] == byte else { return false }
                cursor += 1
            }
            return true
        }
        func take(while accept: (UInt8) -> Bool, max: Int) -> ArraySlice<UInt8>? {
            let start = cursor
            while cursor < line.endIndex, accept(line[cursor]), cursor - start < max { cursor += 1 }
            return cursor > start ? line[start..<cursor] : nil
        }
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        let isHex = { (byte: UInt8) in isDigit(byte) || (byte >= 0x61 && byte <= 0x66) }
        let isLetter = { (byte: UInt8) in byte >= 0x61 && byte <= 0x7a }
        guard expect("{\"seq\":"), let digits = take(while: isDigit, max: 18),
            let seq = Int(String(decoding: digits, as: UTF8.self)),
            expect(",\"sum\":\""), let sumHex = take(while: isHex, max: 8), sumHex.count == 8,
            let sum = UInt32(String(decoding: sumHex, as: UTF8.self), radix: 16),
            expect("\",\"seal\":\""), let sealHex = take(while: isHex, max: 64), sealHex.count == 64,
            expect("\",\""), let name = take(while: isLetter, max: 16), expect("\":"),
            cursor < line.endIndex, line.last == UInt8(ascii: "}")
        else { return nil }
        return JournalFrame(
            seq: seq, sum: sum, seal: Hex.bytes(String(decoding: sealHex, as: UTF8.self)),
            name: String(decoding: name, as: UTF8.self), payload: line[cursor..<(line.endIndex - 1)])
    }

    /// CRC-32 (IEEE) of the sequence, the name and the payload: tells a damaged line from a whole one.
    static func checksum(seq: Int, name: String, payload: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        func add(_ byte: UInt8) {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        for byte in "\(seq)\n\(name)\n".utf8 { add(byte) }
        for byte in payload { add(byte) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func hex32(_ value: UInt32) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }
}
