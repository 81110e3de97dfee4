import Foundation
import SwippyData
import SwippyText

/// A `Decoder` that reads straight from a file's bytes, the fast path behind `JSONFile`: no intermediate
/// tree, no copy of the file. It decodes any `Decodable` as `JSONDecoder.swippy()` does (dates as strict ISO
/// text, `Decimal` exact from the number's digits) and throws the same `DecodingError`s with the same coding
/// paths, so `DataFileError` words them the same way.
///
/// It relies on text `JSONStructureScan` accepted (valid syntax, no duplicate keys): an object is read once
/// into its keys and value offsets when a container is asked for, and a value is read when it is decoded.
/// Large containers found by the scan are skipped, and arrays reserved, in one step.
final class JSONByteDecoder: Decoder, SingleValueDecodingContainer {
    let bytes: UnsafePointer<UInt8>
    let count: Int
    let spans: [Int: JSONStructureScan.Span]
    /// Offset of the value the single-value container and `container(keyedBy:)` read.
    var position: Int
    /// The keys and indexes leading to the value being decoded.
    var path: [any CodingKey] = []
    /// Offset just past the last value decoded by `value(_:at:)`.
    var lastEnd = 0
    /// How many keys the last transaction the fast reader read had (`JSONByteDecoder+Transaction`).
    var lastFields = 0
    /// The value whose end a new container should record, and that end once known.
    /// Gives mapped pages back behind the element being decoded (see `MappedRelease`).
    var release = MappedRelease(UnsafeRawBufferPointer(start: nil, count: 0), mapped: false)
    /// Shared strings for the fields of transactions that repeat (see `JSONStringPool`), by pool number.
    var pools = JSONByteDecoder.poolCapacities.map { JSONStringPool(capacity: $0) }
    /// The keys of the last transaction the fast reader read, by place (`JSONByteDecoder+Transaction`).
    var keyShapes: [KeyShape] = []
    /// The scan's checks of one string or number, for the fast transaction reader (`JSONByteDecoder+Transaction`).
    let checks: JSONStructureScan
    /// Arrays the one pass already read, by the offset of their `[` (`JSONStructureScan+Fused`): taken, not
    /// decoded again, when the value there is asked for as their type.
    var ready: [Int: JSONStructureScan.ReadArray] = [:]
    private var pendingStart = -1
    private var pendingEnd: Int?

    var codingPath: [any CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(bytes: UnsafePointer<UInt8>, count: Int, spans: [Int: JSONStructureScan.Span]) {
        self.bytes = bytes
        self.count = count
        self.spans = spans
        checks = JSONStructureScan(bytes: bytes, count: count)
        position = 0
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        position = skipSpace(from: position)
    }

    /// `T` from the bytes `JSONStructureScan` accepted.
    static func decode<T: Decodable>(
        _ type: T.Type, from buffer: UnsafeRawBufferPointer, spans: [Int: JSONStructureScan.Span],
        ready: [Int: JSONStructureScan.ReadArray] = [:], mapped: Bool = false
    ) throws -> T {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "empty"))
        }
        let decoder = JSONByteDecoder(bytes: base, count: buffer.count, spans: spans)
        decoder.ready = ready
        decoder.release = MappedRelease(buffer, mapped: mapped)
        return try decoder.value(T.self, at: decoder.position)
    }

    // MARK: - Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try objectContainer(keyedBy: type, at: position))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try arrayContainer(at: position)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// The keyed container over the object at `offset`.
    func objectContainer<Key: CodingKey>(keyedBy type: Key.Type, at offset: Int) throws -> JSONObjectContainer<Key> {
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            let (entries, end) = objectEntries(at: offset)
            if offset == pendingStart, pendingEnd == nil { pendingEnd = end }
            return JSONObjectContainer(decoder: self, entries: entries, depth: path.count)
        case UInt8(ascii: "n"):
            throw DecodingError.valueNotFound(
                KeyedDecodingContainer<Key>.self,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw DecodingError.typeMismatch(
                [String: Any].self,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "Expected to decode Dictionary<String, Any> but found another value instead."))
        }
    }

    /// The unkeyed container over the array at `offset`.
    func arrayContainer(at offset: Int) throws -> JSONArrayContainer {
        switch bytes[offset] {
        case UInt8(ascii: "["):
            let span = spans[offset]
            if let span, offset == pendingStart, pendingEnd == nil { pendingEnd = span.end }
            return JSONArrayContainer(
                decoder: self, depth: path.count, count: span?.count, position: skipSpace(from: offset + 1))
        case UInt8(ascii: "n"):
            throw DecodingError.valueNotFound(
                UnkeyedDecodingContainer.self,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw DecodingError.typeMismatch(
                [Any].self,
                DecodingError.Context(
                    codingPath: path, debugDescription: "Expected to decode Array<Any> but found another value instead."
                ))
        }
    }

    // MARK: - Values

    /// The value of type `T` at `offset`; sets `lastEnd` to the offset just past it.
    func value<T: Decodable>(_ type: T.Type, at offset: Int) throws -> T {
        if let scalar = try scalar(type, at: offset) { return scalar }
        if T.self == Transaction.self, let transaction = transaction(at: offset) as? T { return transaction }
        // The transactions the one pass already read (`JSONStructureScan+Fused`), handed over as one array.
        if T.self == [Transaction].self, let read = ready.removeValue(forKey: offset) {
            let room = read.elements.count >= Self.parallelMinimum ? Self.appendRoom : 0
            if let array = read.elements.moveIntoArray(room: room) as? T {
                lastEnd = read.end
                release.skip(to: read.end)
                return array
            }
        }
        // The arrays a large file holds (a million transactions, ten thousand cards) are decoded on every core.
        // Cast as the whole array type: `T` is exactly the array's type, so the array is not copied. The two
        // blocks name their element type each, so each parallel decode is specialised for it (see README.md).
        if T.self == [Transaction].self, let (elements, end) = elementsInParallel(Transaction.self, at: offset),
            let array = elements as? T
        {
            lastEnd = end
            return array
        }
        if T.self == [PaymentCard].self, let (elements, end) = elementsInParallel(PaymentCard.self, at: offset),
            let array = elements as? T
        {
            lastEnd = end
            return array
        }
        let saved = (position, pendingStart, pendingEnd)
        defer { (position, pendingStart, pendingEnd) = saved }
        position = offset
        pendingStart = offset
        pendingEnd = nil
        if bytes[offset] == UInt8(ascii: "["), let arrayType = T.self as? any JSONArrayDecodable.Type,
            let array = try arrayType.init(jsonArrayAt: offset, in: self) as? T
        {
            return array
        }
        let result = try T(from: self)
        lastEnd = pendingEnd ?? skipValue(from: offset)
        return result
    }

    /// Strings, dates, decimals, numbers and booleans read directly; nil for any other type.
    private func scalar<T: Decodable>(_ type: T.Type, at offset: Int) throws -> T? {
        if T.self == String.self { return try string(at: offset) as? T }
        if T.self == Date.self { return try date(at: offset) as? T }
        if T.self == Decimal.self { return try decimal(at: offset) as? T }
        if T.self == Int.self { return try integer(Int.self, at: offset) as? T }
        if T.self == Bool.self { return try bool(at: offset) as? T }
        return nil
    }

    // MARK: - Keys and paths

    /// Runs `body` with `key` appended to the path.
    @inline(__always)
    func with<R>(_ key: any CodingKey, _ body: () throws -> R) rethrows -> R {
        path.append(key)
        defer { path.removeLast() }
        return try body()
    }

    func context(_ description: String) -> DecodingError.Context {
        DecodingError.Context(codingPath: path, debugDescription: description)
    }

    /// The error for a value of the wrong kind at `offset`: null is "not found", anything else a mismatch.
    func mismatch(_ type: Any.Type, at offset: Int) -> DecodingError {
        if bytes[offset] == UInt8(ascii: "n") {
            return .valueNotFound(type, context("Expected \(type) value but found null instead."))
        }
        return .typeMismatch(type, context("Expected to decode \(type) but found another value instead."))
    }
}
