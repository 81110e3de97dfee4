import Testing

@testable import SwippyCore

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [LineEditorKey] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.finish()
    }

    private func keys(_ text: String) -> [LineEditorKey] { keys(Array(text.utf8)) }

    @Test func printableASCII_becomesCharacters() {
        #expect(keys("ab 1?") == ["a", "b", " ", "1", "?"].map { .character(Character($0)) })
    }

    @Test(arguments: [
        ("\u{1B}[A", LineEditorKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[3~", .delete), ("\u{1B}[1;5C", .right), ("\u{1B}[1;2D", .left),
    ])
    func escapeSequences_decodeToTheirKey(sequence: String, key: LineEditorKey) {
        #expect(keys(sequence) == [key])
    }

    @Test(arguments: [
        (UInt8(0x01), LineEditorKey.home), (0x05, .end), (0x02, .left), (0x06, .right),
        (0x7F, .backspace), (0x08, .backspace), (0x04, .controlD), (0x15, .killToStart), (0x17, .killWord),
        (0x0B, .killToEnd), (0x09, .tab), (0x0D, .enter), (0x0A, .enter), (0x03, .interrupt),
        (0x10, .up), (0x0E, .down), (0x1A, .ignored), (0x00, .ignored), (0x13, .ignored),
    ])
    func controlBytes_decodeToTheirKey(byte: UInt8, key: LineEditorKey) {
        #expect(keys([byte]) == [key])
    }

    @Test func unknownSequences_areSwallowedWhole() {
        // F5, Shift-Tab, Page Up, an SS3 F1, Alt-x, a focus report: none leaves a byte behind as text.
        #expect(keys("\u{1B}[15~\u{1B}[Z\u{1B}[5~\u{1B}OP\u{1B}x\u{1B}[I") == Array(repeating: .ignored, count: 6))
        #expect(keys("\u{1B}[200~a") == [.ignored, .character("a")])
    }

    @Test func aSequenceCutByAControlByte_swallowsThePartAndKeepsTheByte() {
        #expect(keys("\u{1B}[12\r") == [.ignored, .enter])
        #expect(keys("\u{1B}O\u{7F}") == [.ignored, .backspace])
        #expect(keys("\u{1B}\u{1B}[A") == [.ignored, .up])
    }

    @Test func aVeryLongSequence_isSwallowedWithoutWaitingForever() {
        var decoder = KeyDecoder()
        let decoded = decoder.decode(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 100))
        #expect(decoded.allSatisfy { $0 == .ignored } && !decoded.isEmpty)
        #expect(!decoded.contains { if case .character = $0 { true } else { false } })
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array("1~ab".utf8)) == [.character("a"), .character("b")])
        #expect(!decoder.isWaiting)
    }

    @Test func utf8Characters_decodeWhole() {
        #expect(keys("₹日本😀é") == ["₹", "日", "本", "😀", "é"].map { .character(Character($0)) })
    }

    @Test func invalidUTF8AndC1Controls_areSwallowed() {
        #expect(
            keys([0xFF, 0x61, 0xC3, 0x28, 0xC2, 0x9B]) == [
                .ignored, .character("a"), .ignored, .character("("), .ignored,
            ])
        #expect(keys([0xED, 0xA0, 0x80]) == [.ignored])  // an encoded surrogate
    }

    @Test func charactersSafeTextWouldChange_areNeverEchoed() {
        // Right-to-left override, an isolate, the line separator: swallowed; a zero-width joiner (emoji) is kept.
        #expect(keys("a\u{202E}b\u{2066}\u{2028}") == [.character("a"), .ignored, .character("b"), .ignored, .ignored])
        #expect(keys("\u{200D}") == [.character("\u{200D}")])
    }

    @Test func aKeySplitAcrossReads_decodesOnceComplete() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array("[".utf8)).isEmpty)
        #expect(decoder.decode(Array("3".utf8)).isEmpty)
        #expect(decoder.decode(Array("~x".utf8)) == [.delete, .character("x")])
        #expect(!decoder.isWaiting)
        let yen = Array("日".utf8)
        #expect(decoder.decode(yen[0..<1]).isEmpty)
        #expect(decoder.decode(yen[1..<2]).isEmpty)
        #expect(decoder.decode(yen[2..<3]) == [.character("日")])
    }

    @Test func everySplitOfAMixedInput_decodesTheSameKeys() {
        let bytes = Array("a\u{1B}[D日\u{1B}OH\u{1B}[3~\r\n\u{1B}[15~b".utf8)
        let whole = keys(bytes)
        #expect(whole == [.character("a"), .left, .character("日"), .home, .delete, .enter, .ignored, .character("b")])
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let decoded = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(decoded == whole, "split at \(split)")
        }
    }

    @Test func aLoneEscape_isSwallowedWhenNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.finish() == [.ignored])
        #expect(!decoder.isWaiting)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    @Test func carriageReturnThenLineFeed_isOneEnter_butTwoLineFeedsAreTwo() {
        #expect(keys("a\r\nb") == [.character("a"), .enter, .character("b")])
        #expect(keys("\n\n") == [.enter, .enter])
        #expect(keys("\r\r") == [.enter, .enter])
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\r".utf8)) == [.enter])
        #expect(decoder.decode(Array("\n".utf8)).isEmpty)
    }
}
