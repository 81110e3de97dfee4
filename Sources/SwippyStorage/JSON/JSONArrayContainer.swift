import Foundation
import SwippyData

/// An unkeyed container of `JSONByteDecoder`: elements read in order, each once.
struct JSONArrayContainer: UnkeyedDecodingContainer {
    let decoder: JSONByteDecoder
    /// How many keys lead here (see `JSONObjectContainer.depth`).
    let depth: Int
    /// The element count when the scan found this array large; nil for small arrays.
    let count: Int?
    /// Offset of the next element, or of the closing bracket.
    var position: Int
    var currentIndex = 0
    /// The path when this container is used after the decoder moved on.
    var ownPath: [any CodingKey]?

    init(decoder: JSONByteDecoder, depth: Int, count: Int?, position: Int) {
        self.decoder = decoder
        self.depth = depth
        self.count = count
        self.position = position
    }

    var codingPath: [any CodingKey] { ownPath ?? Array(decoder.path.prefix(depth)) }

    var isAtEnd: Bool { position >= decoder.count || decoder.bytes[position] == UInt8(ascii: "]") }

    /// Runs `body` on the next element's offset with its index on the path, then moves past it.
    private mutating func next<T>(_ type: Any.Type, _ body: (Int) throws -> T) throws -> T {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [JSONIndexKey(currentIndex)],
                    debugDescription: "Unkeyed container is at end."))
        }
        let offset = position
        let saved = ownPath.map { path in (decoder.path, path) }
        if let (_, path) = saved, decoder.path.count != path.count { decoder.path = path }
        defer { if let (previous, _) = saved { decoder.path = previous } }
        let value = try decoder.with(JSONIndexKey(currentIndex)) { try body(offset) }
        moveOn()
        return value
    }

    /// Moves past the element that ended at the decoder's `lastEnd` (and the comma after it).
    mutating func moveOn() {
        var index = decoder.skipSpace(from: decoder.lastEnd)
        if index < decoder.count, decoder.bytes[index] == UInt8(ascii: ",") {
            index = decoder.skipSpace(from: index + 1)
        }
        position = index
        decoder.release.advance(to: index)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        let decoder = self.decoder
        guard !isAtEnd, decoder.isNull(at: position) else { return false }
        _ = try next(Never.self) { offset in decoder.lastEnd = offset + 4 }
        return true
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let decoder = self.decoder
        return try next(type) { try decoder.string(at: $0) }
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let decoder = self.decoder
        return try next(type) { try decoder.bool(at: $0) }
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        let decoder = self.decoder
        return try next(type) { try decoder.integer(Int.self, at: $0) }
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = self.decoder
        return try next(type) { try decoder.value(T.self, at: $0) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let decoder = self.decoder
        return try next(type) { offset in
            var nested = try decoder.objectContainer(keyedBy: NestedKey.self, at: offset)
            nested.ownPath = decoder.path
            decoder.lastEnd = decoder.skipValue(from: offset)
            return KeyedDecodingContainer(nested)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let decoder = self.decoder
        return try next([Any].self) { offset in
            var nested = try decoder.arrayContainer(at: offset)
            nested.ownPath = decoder.path
            decoder.lastEnd = decoder.skipValue(from: offset)
            return nested
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = self.decoder
        return try next((any Decoder).self) { offset in
            decoder.lastEnd = decoder.skipValue(from: offset)
            return try decoder.subDecoder(at: offset)
        }
    }
}
