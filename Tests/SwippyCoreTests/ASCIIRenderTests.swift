import SwippyCore
import SwippyText
import Testing

/// A context with `ascii` folds every string before layout: no byte above 0x7F, columns still aligned.
@Suite("Rendering ASCII")
struct ASCIIRenderTests {
    @Test func aTable_foldsBeforeLayout_soAmountsStayAligned() {
        let rows: [[Block.Cell]] = [
            ["Café Noir · Pune", "₹1,25,000.00"], ["Starbucks", "−₹12.00"], ["Green Acre…", "€5.00"],
        ]
        let lines = ScreenRenderer.render(
            [.table([.shrink, .keepRight], rows: rows, indent: 2), .text("Cards •••• 7812 — 2 of 3 · page 1")],
            RenderContext(width: 40, ascii: true))
        #expect(lines.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "\(lines)")
        #expect(
            lines == [
                "  Cafe Noir - Pune  INR 1,25,000.00", "  Starbucks              -INR 12.00",
                "  Green Acre...            EUR 5.00", "Cards **** 7812 -- 2 of 3 - page 1",
            ])
    }

    @Test func cutText_endsInThreeDots() {
        let lines = ScreenRenderer.render(
            [.title(String(repeating: "Payment received ", count: 4))], RenderContext(width: 20, ascii: true))
        #expect(lines.first == "Payment received ...")
        #expect(RenderContext(width: 20, utf8: true, ascii: true).utf8 == false, "ASCII charts too")
    }

    @Test func theFold_coversEveryCurrencySymbol_andLeavesASCIIAlone() {
        for (symbol, code) in ASCIIFold.currencyCodes { #expect(ASCIIFold.fold("\(symbol)5") == "\(code) 5") }
        #expect(ASCIIFold.fold("≈ ₹1,200.00") == "~ INR 1,200.00")
        #expect(ASCIIFold.fold("José ␛[2J 日本") == "Jose ^[[2J ??")
        let plain = "Plain ASCII: 1-6 of 40 * page 1 ... ~"
        #expect(ASCIIFold.fold(plain) == plain)
    }
}
