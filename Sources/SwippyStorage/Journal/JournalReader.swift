import Foundation
import SwippyCrypto
import SwippyData

/// Reads and checks journal lines: each whole line (ending in a newline) must be shaped as a frame, match
/// its checksum, carry the next sequence number and a seal chained from the previous line's. Bytes after
/// the last newline are a line a crash cut short: it was never acknowledged, so it is left out. Anything
/// else is a data error naming the file and the line.
struct JournalReader {
    let file: String
    let key: [UInt8]
    let keyName: String

    /// A checked line: its number in the file, its sequence and seal, its payload.
    struct Line {
        let number: Int
        let frame: JournalFrame
    }

    /// The journal's header (line 1), checked, and the offset just after it.
    func header(_ bytes: [UInt8]) throws(DataFileError) -> (header: JournalHeader, seal: [UInt8], end: Int) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw .malformed(file: file, location: "line 1", reason: "the journal has no whole header line")
        }
        let frame = try parse(bytes[..<newline], number: 1, name: "header")
        let header: JournalHeader
        do {
            header = try JSONDecoder().decode(JournalHeader.self, from: Data(frame.payload))
        } catch {
            throw .malformed(file: file, location: "line 1", reason: "not a journal header")
        }
        guard header.journal == 2 else {
            throw .malformed(file: file, location: "line 1", reason: "unsupported journal version \(header.journal)")
        }
        let seal = JournalFrame.seal(
            seq: frame.seq, name: frame.name, payload: frame.payload, previous: Hex.bytes(header.baseSeal), key: key)
        guard frame.seq == header.baseSeq, seal == frame.seal else { throw sealError(1) }
        return (header, seal, newline + 1)
    }

    /// The whole lines of `bytes` (which start at byte `offset` of the file, at line `firstNumber`), checked
    /// in order after the line with sequence `seq` and seal `seal`; and the offset after the last whole line.
    func lines(
        _ bytes: ArraySlice<UInt8>, firstNumber: Int, after seq: Int, seal: [UInt8]
    ) throws(DataFileError) -> (lines: [Line], consumed: Int) {
        var result: [Line] = []
        var start = bytes.startIndex
        var previousSeal = seal
        var number = firstNumber
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let frame = try parse(bytes[start..<newline], number: number, name: "change")
            let expected = seq + result.count + 1
            guard frame.seq == expected else {
                throw .malformed(
                    file: file, location: "line \(number)",
                    reason:
                        "sequence \(frame.seq) where \(expected) was expected: a line was removed, repeated or moved")
            }
            let computed = JournalFrame.seal(
                seq: frame.seq, name: frame.name, payload: frame.payload, previous: previousSeal, key: key)
            guard computed == frame.seal else { throw sealError(number) }
            result.append(Line(number: number, frame: frame))
            previousSeal = computed
            number += 1
            start = newline + 1
        }
        return (result, start - bytes.startIndex)
    }

    /// The one frame of a snapshot file, checked against its own seal.
    func snapshot(_ bytes: [UInt8]) throws(DataFileError) -> (frame: JournalFrame, snapshot: JournalSnapshot) {
        let end = bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
        let frame = try parse(bytes[..<end], number: 1, name: "snapshot")
        let snapshot = try JSONFile.decode(JournalSnapshot.self, from: Data(frame.payload), file: file)
        let seal = JournalFrame.seal(
            seq: frame.seq, name: frame.name, payload: frame.payload, previous: Hex.bytes(snapshot.chain), key: key)
        guard seal == frame.seal else { throw sealError(1) }
        return (frame, snapshot)
    }

    private func parse(_ line: ArraySlice<UInt8>, number: Int, name: String) throws(DataFileError) -> JournalFrame {
        guard let frame = JournalFrame.parse(line) else {
            throw .malformed(file: file, location: "line \(number)", reason: "not a Swippy journal line")
        }
        guard frame.isWhole else {
            throw .malformed(file: file, location: "line \(number)", reason: "damaged: its checksum does not match")
        }
        guard frame.name == name else {
            throw .malformed(
                file: file, location: "line \(number)", reason: "a \(frame.name) line where a \(name) line was expected"
            )
        }
        return frame
    }

    private func sealError(_ number: Int) -> DataFileError {
        .malformed(
            file: file, location: "line \(number)",
            reason:
                "its seal does not match (edited by hand, or not sealed with \(keyName)); not trusted, left as it is")
    }
}
