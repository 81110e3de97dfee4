import Foundation
import SwippyData

/// A keyed container of `JSONByteDecoder`: the object's members found once, each value read when asked.
struct JSONObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONByteDecoder
    let entries: [JSONObjectEntry]
    /// How many keys lead here; the decoder's path has this length while this object is being decoded.
    let depth: Int
    /// The path when this container is used after the decoder moved on (nested containers).
    var ownPath: [any CodingKey]?

    init(decoder: JSONByteDecoder, entries: [JSONObjectEntry], depth: Int, ownPath: [any CodingKey]? = nil) {
        self.decoder = decoder
        self.entries = entries
        self.depth = depth
        self.ownPath = ownPath
    }

    var codingPath: [any CodingKey] { ownPath ?? Array(decoder.path.prefix(depth)) }

    var allKeys: [Key] {
        entries.compactMap { Key(stringValue: $0.key.text(in: decoder.bytes)) }
    }

    /// The offset of the value for `key`, or nil.
    func offset(of key: Key) -> Int? {
        var name = key.stringValue
        return name.withUTF8 { utf8 in
            for entry in entries where entry.key.equals(utf8, in: decoder.bytes) { return entry.value }
            return nil
        }
    }

    func contains(_ key: Key) -> Bool { offset(of: key) != nil }

    /// Runs `body` with the value's offset and the path ending in `key`; a missing key is `keyNotFound`.
    private func reading<T>(_ key: Key, _ body: (Int) throws -> T) throws -> T {
        guard let offset = offset(of: key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
        }
        return try withPath { try decoder.with(key) { try body(offset) } }
    }

    /// Like `reading`, but nil when the key is absent or its value is null.
    private func readingIfPresent<T>(_ key: Key, _ body: (Int) throws -> T) throws -> T? {
        guard let offset = offset(of: key), !decoder.isNull(at: offset) else { return nil }
        return try withPath { try decoder.with(key) { try body(offset) } }
    }

    /// Runs `body` with the decoder's path set to this container's.
    @inline(__always)
    private func withPath<T>(_ body: () throws -> T) rethrows -> T {
        guard let ownPath, decoder.path.count != ownPath.count else { return try body() }
        let saved = decoder.path
        decoder.path = ownPath
        defer { decoder.path = saved }
        return try body()
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try reading(key) { decoder.isNull(at: $0) }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reading(key) { try decoder.bool(at: $0) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try reading(key) { try decoder.string(at: $0) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try reading(key) { try decoder.integer(Int.self, at: $0) }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try reading(key) { try decoder.floating(Double.self, at: $0) }
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try reading(key) { try decoder.value(T.self, at: $0) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try readingIfPresent(key) { try decoder.string(at: $0) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try readingIfPresent(key) { try decoder.integer(Int.self, at: $0) }
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try readingIfPresent(key) { try decoder.bool(at: $0) }
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try readingIfPresent(key) { try decoder.value(T.self, at: $0) }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try reading(key) { offset in
            var nested = try decoder.objectContainer(keyedBy: NestedKey.self, at: offset)
            nested.ownPath = decoder.path
            return KeyedDecodingContainer(nested)
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try reading(key) { offset in
            var nested = try decoder.arrayContainer(at: offset)
            nested.ownPath = decoder.path
            return nested
        }
    }

    func superDecoder() throws -> any Decoder {
        try decoder.subDecoder(
            at: entries.first { $0.key.count == 5 && $0.key.text(in: decoder.bytes) == "super" }?.value)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder.subDecoder(at: offset(of: key))
    }
}
