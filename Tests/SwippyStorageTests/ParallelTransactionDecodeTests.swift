import Foundation
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("A large transactions array decodes in parts side by side, exactly as in order")
struct ParallelTransactionDecodeTests {
    /// `count` records; every 997th is unusual (an escaped key, an extra field, an escaped note) so the
    /// `Codable` fallback also runs inside the parts.
    private static func document(count: Int, bad: Int? = nil) -> Data {
        var text = "[\n"
        for index in 0..<count {
            let amount = index == bad ? "-1" : "\(index % 5_000 + 1).\(index % 100 < 10 ? "0" : "")\(index % 100)"
            let key = index % 997 == 5 ? "i\\u0064" : "id"
            let extra = index % 997 == 7 ? ", \"extra\": [1, {\"x\": \"],\"}]" : ""
            let note = index % 997 == 11 ? "caf\\u00e9, \\\"quoted\\\"" : "n\(index % 13)"
            let date = String(format: "2026-%02d-%02dT10:%02d:00Z", index % 12 + 1, index % 28 + 1, index % 60)
            text +=
                "{\"\(key)\": \"t-\(index)\", \"date\": \"\(date)\", "
                + "\"account_id\": \(index % 3 == 0 ? "null" : "\"acc-\(index % 4)\""), \"card_number\": "
                + "\(index % 3 == 0 ? "\"4111\"" : "null"), "
                + "\"direction\": \"\(index % 2 == 0 ? "debit" : "credit")\", \"amount\": \(amount), "
                + "\"currency\": \"INR\", "
                + "\"counterparty\": \"Shop \(index % 50)\", \"category\": \"food\", \"note\": \"\(note)\", "
                + "\"reference\": \"R\(index)\"\(extra)}"
            text += index + 1 < count ? ",\n" : "\n]"
        }
        return Data(text.utf8)
    }

    private static let count = 4 * JSONStructureScan.markStride + 1_234

    @Test func theScan_marksEveryStrideElementOfALargeArray() throws {
        let data = Self.document(count: Self.count)
        try data.withUnsafeBytes { buffer in
            let outcome = JSONStructureScan.check(buffer)
            let span = try #require(outcome.spans[0])
            #expect(span.count == Self.count)
            // One pass marks every stride-th element; two side by side (a file this large) may add one more.
            #expect(span.marks.count >= Self.count / JSONStructureScan.markStride)
            #expect(span.marks.count <= Self.count / JSONStructureScan.markStride + 1)
            #expect(span.marks.map(\.index) == span.marks.map(\.index).sorted())
            let bytes = try #require(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self))
            for mark in span.marks {
                let start = JSONText.string(bytes, from: mark.offset, to: mark.offset + 40)
                #expect(start.contains("\"t-\(mark.index)\""), "mark \(mark.index) is at \(start)")
            }
        }
    }

    @Test(arguments: [2, 3, 4])
    func inParts_decodesWhatFoundationDecodes(cores: Int) throws {
        let data = Self.document(count: Self.count)
        let expected = try JSONDecoder.swippy().decode([Transaction].self, from: data)
        let decoded = try data.withUnsafeBytes { buffer in
            let outcome = JSONStructureScan.check(buffer)
            let bytes = try #require(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self))
            let decoder = JSONByteDecoder(bytes: bytes, count: buffer.count, spans: outcome.spans)
            let parts = JSONByteDecoder.parts(of: try #require(outcome.spans[0]), start: 2, cores: cores)
            #expect(parts.count == cores)
            #expect(parts.map(\.count).reduce(0, +) == Self.count)
            return try #require(decoder.elementsInParallel(Transaction.self, at: 0, cores: cores))
        }
        #expect(decoded.end == data.count)
        #expect(decoded.0.count == expected.count)
        #expect(decoded.0 == expected)
        #expect(try JSONFile.decode([Transaction].self, from: data, file: "t.json") == expected)
    }

    @Test func aLargeArray_leavesRoomToAppend_withoutMovingIt() throws {
        let data = Self.document(count: Self.count)
        var decoded = try data.withUnsafeBytes { buffer in
            let outcome = JSONStructureScan.check(buffer)
            let bytes = try #require(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self))
            let decoder = JSONByteDecoder(bytes: bytes, count: buffer.count, spans: outcome.spans)
            return try #require(decoder.elementsInParallel(Transaction.self, at: 0, cores: 2)).0
        }
        #expect(decoded.capacity >= Self.count + JSONByteDecoder.appendRoom)
        let address = { (array: [Transaction]) in array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        let before = address(decoded)
        for _ in 0..<JSONByteDecoder.appendRoom { decoded.append(decoded[0]) }
        #expect(address(decoded) == before, "appending moved the whole array into a larger buffer")
    }

    @Test func aBadRecordInALaterPart_failsWithItsOwnPath() throws {
        let bad = Self.count - 10
        let data = Self.document(count: Self.count, bad: bad)
        let parallel = try data.withUnsafeBytes { buffer in
            let outcome = JSONStructureScan.check(buffer)
            let bytes = try #require(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self))
            return JSONByteDecoder(bytes: bytes, count: buffer.count, spans: outcome.spans).elementsInParallel(
                Transaction.self, at: 0, cores: 2)
        }
        // A negative amount decodes (validation refuses it later): the parts must hold it as written.
        #expect(parallel?.0[bad].amount == -1)
        let broken = Data(
            String(decoding: data, as: UTF8.self)
                .replacingOccurrences(of: "\"reference\": \"R\(bad)\"", with: "\"reference\": 7").utf8)
        let none = try broken.withUnsafeBytes { buffer in
            let outcome = JSONStructureScan.check(buffer)
            let bytes = try #require(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self))
            return JSONByteDecoder(bytes: bytes, count: buffer.count, spans: outcome.spans).elementsInParallel(
                Transaction.self, at: 0, cores: 2)
        }
        #expect(none == nil)
        do {
            _ = try JSONFile.decode([Transaction].self, from: broken, file: "t.json")
            Issue.record("a reference that is a number decoded")
        } catch {
            #expect(error.description.contains("[\(bad)].reference"), "\(error.description)")
        }
    }

    @Test func aSmallArrayOrOneCore_isNotSplit() throws {
        let marks = (1...4).map { JSONStructureScan.Mark(index: $0 * JSONStructureScan.markStride, offset: $0) }
        let span = JSONStructureScan.Span(end: 10, count: Self.count, marks: marks)
        #expect(JSONByteDecoder.parts(of: span, start: 1, cores: 1).isEmpty)
        let small = JSONStructureScan.Span(
            end: 10, count: JSONByteDecoder.parallelMinimum - 1, marks: Array(marks.prefix(3)))
        #expect(JSONByteDecoder.parts(of: small, start: 1, cores: 2).isEmpty)
    }
}
