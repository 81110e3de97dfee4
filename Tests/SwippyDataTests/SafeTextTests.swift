import SwippyTestSupport
import SwippyText
import Testing

@testable import SwippyData

@Suite("Finding 3: SafeText makes text from a file safe for a terminal")
struct SafeTextTests {
    private static func hasNoControls(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    @Test(arguments: [
        ("OSC 52 clipboard", "Card\u{1B}]52;c;cm0gLXJmIH4=\u{7} title", "Card title"),
        ("OSC 52 with ST", "Card\u{1B}]52;c;cm0gLXJmIH4=\u{1B}\\ title", "Card title"),
        ("OSC 0 window title", "\u{1B}]0;You have been hacked\u{7}Asha", "Asha"),
        ("clear screen", "\u{1B}[2JMillennia", "Millennia"),
        ("alternate screen", "\u{1B}[?1049hHDFC\u{1B}[?1049l", "HDFC"),
        ("colours", "\u{1B}[1;31mRED\u{1B}[0m", "RED"),
        ("8-bit CSI", "\u{9B}2Jdue", "due"),
        ("8-bit OSC", "\u{9D}0;title\u{9C}due", "due"),
        ("DCS string", "a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),
        ("APC string", "a\u{1B}_payload\u{1B}\\b", "ab"),
        ("PM and SOS", "a\u{1B}^pm\u{1B}\\b\u{1B}Xsos\u{1B}\\c", "abc"),
        ("full reset ESC c", "\u{1B}cAsha", "Asha"),
        ("charset ESC ( B", "\u{1B}(BAsha", "Asha"),
        ("save cursor ESC 7", "\u{1B}7due\u{1B}8", "due"),
    ])
    func aWholeEscapeSequence_isRemoved(name: String, input: String, expected: String) {
        #expect(SafeText.clean(input) == expected, "\(name)")
    }

    @Test func backspaceOverwrite_cannotHideTheDue() {
        let cleaned = SafeText.clean("due\u{8}\u{8}\u{8}PAID")
        #expect(cleaned == "due␈␈␈PAID")
        #expect(cleaned != "PAID")
    }

    @Test func carriageReturnOverwrite_isShown() {
        #expect(SafeText.clean("₹5,000.00\rPAID") == "₹5,000.00␍PAID")
    }

    @Test func otherC0Controls_areShownAsPictures_andTabAsASpace() {
        #expect(SafeText.clean("a\u{0}b\u{7}c\nd\te\u{7F}f") == "a␀b␇c␤d e␡f")
    }

    @Test func loneAndBrokenEscapes_showTheEscapeAndKeepTheText() {
        #expect(SafeText.clean("due\u{1B}") == "due␛")
        #expect(SafeText.clean("\u{1B}") == "␛")
        #expect(SafeText.clean("a\u{1B}[12") == "a␛[12")
        #expect(SafeText.clean("a\u{1B}]0;never ends") == "a␛]0;never ends")
        #expect(SafeText.clean("a\u{1B}\u{1B}[2Jb") == "a␛b")
        #expect(SafeText.clean("a\u{1B}[1;é") == "a␛[1;é")
    }

    @Test func otherC1Controls_andBidiOverrides_cannotAct() {
        #expect(SafeText.clean("a\u{85}b\u{8D}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(SafeText.clean("pay \u{202E}0001\u{202C} now") == "pay 0001 now")
        #expect(SafeText.clean("line\u{2028}break") == "line␤break")
    }

    @Test func cjkEmojiAndAccents_areUntouched() {
        let text = "山田 太郎 👩🏽‍💻 José 🇮🇳 e\u{301} ₹1,25,000.50"
        #expect(SafeText.clean(text) == text)
    }

    @Test func longText_isCutWithAnEllipsis() {
        let long = String(repeating: "a", count: 300_000)
        let cleaned = SafeText.clean(long)
        #expect(cleaned.count == 200)
        #expect(cleaned.hasSuffix("…"))
        #expect(SafeText.clean(String(repeating: "山", count: 200)) == String(repeating: "山", count: 200))
        #expect(SafeText.clean(String(repeating: "山", count: 201)) == String(repeating: "山", count: 199) + "…")
        #expect(SafeText.clean("abcdef", limit: 4) == "abc…")
    }

    @Test func aHugeValue_isCutQuickly() {
        let huge = "\u{1B}[2J" + String(repeating: "x\u{8}", count: 5_000_000)
        let cleaned = SafeText.clean(huge, limit: 80)
        #expect(cleaned.count == 80)
        #expect(Self.hasNoControls(cleaned))
    }

    @Test func quoted_wrapsTheCleanedValue() {
        #expect(SafeText.quoted("a\u{1B}[2Jb") == "\"ab\"")
        #expect(SafeText.quoted(String(repeating: "z", count: 100)) == "\"" + String(repeating: "z", count: 79) + "…\"")
    }

    @Test func clean_isIdempotent_onHostileAndRandomText() {
        var generator = SeededGenerator(seed: 7)
        let pieces = [
            "\u{1B}", "[", "]", "2J", "\u{7}", "\\", "P", "\u{9B}", "\u{9C}", "\u{9D}", "\r", "\n", "\u{8}", "\t", "a",
            "山",
            "👩🏽‍💻", "\u{301}", "🇮", "🇳", "\u{202E}", "\u{7F}", "0", ";", "…", "␛", "\u{200D}",
        ]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...60, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            let limit = Int.random(in: 1...40, using: &generator)
            let once = SafeText.clean(text, limit: limit)
            #expect(SafeText.clean(once, limit: limit) == once, "\(text.unicodeScalars.map { $0.value })")
            #expect(once.count <= limit)
            #expect(Self.hasNoControls(once))
        }
    }
}
