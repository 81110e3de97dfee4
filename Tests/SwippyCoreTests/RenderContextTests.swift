import Testing

@testable import SwippyCore

@Suite("RenderContext")
struct RenderContextTests {
    @Test func width_isAtLeastTwenty() {
        #expect(RenderContext(width: 5).width == 20)
        #expect(RenderContext(width: -1).width == 20)
        #expect(RenderContext(width: 120).width == 120)
    }

    @Test func paint_withColourOff_returnsTheTextUnchanged() {
        #expect(RenderContext(width: 40).paint("ok", .good) == "ok")
    }

    @Test func paint_withColourOn_wrapsTheTextInItsCode() {
        let context = RenderContext(width: 40, colorEnabled: true)
        #expect(context.paint("ok", .good) == "\u{1B}[32mok\u{1B}[0m")
        #expect(context.paint("ok", .plain) == "ok")
    }
}
