import Foundation
import Synchronization

/// The abbreviation people read for a time zone at a moment ("IST", "EST", "EDT", "UTC"), from the system's
/// time-zone database (TZif files under /usr/share/zoneinfo). Foundation on Linux only says "GMT+5:30";
/// that stays the fallback when the database has no letters for the zone (it writes "+0545" for many) or
/// cannot be read. Each zone's file is read once per run.
enum ZoneAbbreviation {
    /// One local-time type of a zone: its offset from UTC, whether it is summer time, and its name.
    struct Kind: Equatable, Sendable {
        var offset: Int
        var isDaylight: Bool
        var name: String
    }

    /// The abbreviation of `zone` at `date`.
    static func of(_ zone: TimeZone, at date: Date) -> String {
        let offset = zone.secondsFromGMT(for: date)
        let daylight = zone.isDaylightSavingTime(for: date)
        let types = kinds(for: zone.identifier)
        if let name = types.first(where: { $0.offset == offset && $0.isDaylight == daylight })?.name { return name }
        return zone.abbreviation(for: date) ?? zone.identifier
    }

    /// The local-time types in a TZif file, the ones its latest transitions use first; only names made of
    /// letters (2 to 6 of them) are kept, so a name is never a number and nothing odd from a file reaches a
    /// screen.
    static func kinds(fromTZif bytes: [UInt8]) -> [Kind] {
        guard var header = magicHeader(bytes, at: 0) else { return [] }
        var timeSize = 4
        if bytes[4] >= UInt8(ascii: "2") {
            // Version 2 and later repeat the data with 64-bit times after the first block: read that one.
            guard let next = magicHeader(bytes, at: header.end(timeSize: 4)) else { return [] }
            header = next
            timeSize = 8
        }
        let transitionTypes = header.start + header.times * timeSize
        let typesStart = transitionTypes + header.times
        let charsStart = typesStart + header.types * 6
        guard charsStart + header.chars <= bytes.count else { return [] }
        let all: [Kind?] = (0..<header.types).map { index in
            let at = typesStart + index * 6
            let nameStart = charsStart + Int(bytes[at + 5])
            guard nameStart < charsStart + header.chars else { return nil }
            let name = bytes[nameStart..<(charsStart + header.chars)].prefix { $0 != 0 }
            guard (2...6).contains(name.count),
                name.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
            else { return nil }
            return Kind(
                offset: Int(int32(bytes, at)), isDaylight: bytes[at + 4] != 0,
                name: String(decoding: name, as: UTF8.self))
        }
        let recent = (0..<header.times).reversed().map { Int(bytes[transitionTypes + $0]) }.filter { $0 < header.types }
        var seen = Set<Int>()
        return (recent + Array(0..<header.types)).filter { seen.insert($0).inserted }.compactMap { all[$0] }
    }

    /// The counts of one TZif header and where its data starts.
    private struct Header {
        var start: Int
        var leaps: Int
        var times: Int
        var types: Int
        var chars: Int
        var standardFlags: Int
        var utcFlags: Int

        /// Where the data block after this header ends.
        func end(timeSize: Int) -> Int {
            start + times * timeSize + times + types * 6 + chars + leaps * (timeSize + 4) + standardFlags + utcFlags
        }
    }

    private static func magicHeader(_ bytes: [UInt8], at offset: Int) -> Header? {
        guard offset >= 0, offset + 44 <= bytes.count, bytes[offset..<(offset + 4)].elementsEqual("TZif".utf8) else {
            return nil
        }
        let counts = (0..<6).map { Int(int32(bytes, offset + 20 + $0 * 4)) }
        guard counts.allSatisfy({ (0...100_000).contains($0) }) else { return nil }
        return Header(
            start: offset + 44, leaps: counts[2], times: counts[3], types: counts[4], chars: counts[5],
            standardFlags: counts[1], utcFlags: counts[0])
    }

    private static func int32(_ bytes: [UInt8], _ at: Int) -> Int32 {
        Int32(bitPattern: bytes[at..<(at + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
    }

    /// Each zone's types, read from its file the first time they are asked for, behind one lock.
    private static let zones = Mutex<[String: [Kind]]>([:])

    private static func kinds(for identifier: String) -> [Kind] {
        zones.withLock { zones in
            if let known = zones[identifier] { return known }
            let found = read(identifier)
            zones[identifier] = found
            return found
        }
    }

    private static func read(_ identifier: String) -> [Kind] {
        let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
        guard !identifier.isEmpty, identifier.count <= 64,
            parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
            let data = FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + identifier), data.count <= 1 << 20
        else { return [] }
        return ZoneAbbreviation.kinds(fromTZif: [UInt8](data))
    }
}
