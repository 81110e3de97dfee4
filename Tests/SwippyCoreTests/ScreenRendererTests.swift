import SwippyCore
import Testing

/// Each block, line by line, at 80 and 40 columns.
@Suite("ScreenRenderer")
struct ScreenRendererTests {
    let wide = RenderContext(width: 80)
    let narrow = RenderContext(width: 40)
    let wideColour = RenderContext(width: 80, colorEnabled: true)
    let narrowColour = RenderContext(width: 40, colorEnabled: true)

    // MARK: - Title, section, text, blank, lines

    @Test func titleSectionAndText_areTheTextLayoutLines() {
        let blocks: [Block] = [.title("Payment cards"), .section("Details"), .text("Hello, Asha Rao."), .blank]
        #expect(
            ScreenRenderer.render(blocks, wide) == [
                "Payment cards", "=============", "Details", "-------", "Hello, Asha Rao.", "",
            ])
    }

    @Test func text_wrapsAtItsIndent() {
        let text = Block.text("Type the 10-digit mobile number you registered with to continue.", indent: 2)
        #expect(
            ScreenRenderer.render([text], wide) == [
                "  Type the 10-digit mobile number you registered with to continue."
            ])
        #expect(
            ScreenRenderer.render([text], narrow) == [
                "  Type the 10-digit mobile number you", "  registered with to continue.",
            ])
    }

    @Test func lines_arePassedThrough_andPlainOnesCutToTheWidth() {
        let long = String(repeating: "-", count: 50)
        #expect(
            ScreenRenderer.render([.lines(["+--+", long])], narrow) == [
                "+--+", String(repeating: "-", count: 39) + "…",
            ])
    }

    // MARK: - Fields

    @Test func fields_alignLabels_andWrapLongValuesUnderThemselves() {
        let fields = Block.fields([
            Block.Field("Bank", "HDFC Bank"),
            Block.Field("Address", "12 MG Road, Indiranagar, Bengaluru, Karnataka 560038"),
        ])
        #expect(
            ScreenRenderer.render([fields], wide) == [
                "  Bank     HDFC Bank",
                "  Address  12 MG Road, Indiranagar, Bengaluru, Karnataka 560038",
            ])
        #expect(
            ScreenRenderer.render([fields], narrow) == [
                "  Bank     HDFC Bank",
                "  Address  12 MG Road, Indiranagar,",
                "           Bengaluru, Karnataka 560038",
            ])
    }

    @Test func fields_aKeptValueTooWideForItsLine_movesUnderTheLabelWhole() {
        let fields = Block.fields([Block.Field("Card number on file", "•••• •••• •••• 3456", keep: true)])
        #expect(ScreenRenderer.render([fields], narrow) == ["  Card number on file", "    •••• •••• •••• 3456"])
        #expect(ScreenRenderer.render([fields], wide) == ["  Card number on file  •••• •••• •••• 3456"])
    }

    @Test func fields_aPill_isAsWideColouredAsPlain() {
        let fields = Block.fields([Block.Field("Due", .pill("Due in 6 days", .bad)), Block.Field("Status", "Active")])
        #expect(ScreenRenderer.render([fields], narrow) == ["  Due     Due in 6 days", "  Status  Active"])
        #expect(
            ScreenRenderer.render([fields], narrowColour) == [
                "  Due   \u{1B}[41;97m Due in 6 days \u{1B}[0m", "  Status  Active",
            ])
    }

    // MARK: - Table

    static let statement: Block = .table(
        [.keep, .shrink, .keepRight],
        rows: [
            ["12 Mar", "Swiggy Bangalore food order", "-₹450.00"],
            ["14 Mar", "Refund from Amazon Seller Services", "+₹1,25,000.50"],
        ])

    @Test func table_alignsColumns_atEighty() {
        #expect(
            ScreenRenderer.render([Self.statement], wide) == [
                "  12 Mar  Swiggy Bangalore food order              -₹450.00",
                "  14 Mar  Refund from Amazon Seller Services  +₹1,25,000.50",
            ])
    }

    @Test func table_shortensNamesNotAmounts_atForty() {
        #expect(
            ScreenRenderer.render([Self.statement], narrow) == [
                "  12 Mar  Swiggy Bangalo…       -₹450.00",
                "  14 Mar  Refund from Am…  +₹1,25,000.50",
            ])
    }

    @Test func table_aRowThatCannotFit_movesKeptCellsToAContinuationLine() {
        let table = Block.table(
            [.keepRight, .shrink, .keep, .keep, .keepRight],
            rows: [["1.", "Joint (old)", "State Bank of India ••5432", "Blocked", "₹1,25,000.50"]])
        #expect(
            ScreenRenderer.render([table], narrow) == [
                "  1.  Joint (old)",
                "      State Bank of India ••5432",
                "      Blocked  ₹1,25,000.50",
            ])
    }

    @Test func table_trimsTrailingSpaces_andToleratesShortRows() {
        let table = Block.table([.keep, .keep], rows: [["one"], ["two", "2"]], indent: 0)
        #expect(ScreenRenderer.render([table], wide) == ["one", "two  2"])
    }

    @Test func table_colouredCells_paintOnlyTheirText() {
        let table = Block.table(
            [.shrink, .keepRight], rows: [["Refund", .tone("+₹5.00", .good)], ["Coffee", "-₹20.00"]])
        #expect(
            ScreenRenderer.render([table], wideColour) == ["  Refund   \u{1B}[32m+₹5.00\u{1B}[0m", "  Coffee  -₹20.00"])
    }

    // MARK: - Cards

    @Test func cards_atEighty_lineUpWithTheirDetailsUnderTheTitle() {
        #expect(
            ScreenRenderer.render([.cards(SampleScreen.cards)], wide) == [
                "  1.  Millennia Credit Card  VISA    ₹18,450.00  Due in 6 days",
                "      HDFC Bank · •••• •••• •••• 3456 · ASHA RAO",
                "  2.  Travel One             DINERS       ₹0.00  Fully paid",
                "      Kotak Mahindra Bank · •••• •••• •••• 5904 · ASHA RAO · Inactive",
            ])
    }

    @Test func cards_atForty_neverCutTheAmountOrThePill() {
        #expect(
            ScreenRenderer.render([.cards(SampleScreen.cards)], narrow) == [
                "  1.  Millennia Credit Card  VISA",
                "      ₹18,450.00  Due in 6 days",
                "      HDFC Bank · •••• •••• •••• 3456",
                "      ASHA RAO",
                "  2.  Travel One  DINERS  ₹0.00",
                "      Fully paid",
                "      Kotak Mahindra Bank",
                "      •••• •••• •••• 5904 · ASHA RAO",
                "      Inactive",
            ])
    }

    @Test func cards_withColour_takeThePillPaddingFromTheGap() {
        let lines = ScreenRenderer.render([.cards(SampleScreen.cards)], wideColour)
        #expect(lines[0] == "  1.  Millennia Credit Card  VISA    ₹18,450.00\u{1B}[41;97m Due in 6 days \u{1B}[0m")
        #expect(
            DisplayWidth.of(lines[0]) == DisplayWidth.of(ScreenRenderer.render([.cards(SampleScreen.cards)], wide)[0]))
    }

    // MARK: - Menu and commands

    @Test func menu_numbersOptions_andWrapsATitleUnderItself() {
        let menu = Block.menu(["View details", "View last statement and the transactions of this month"])
        #expect(
            ScreenRenderer.render([menu], wide) == [
                "  1. View details", "  2. View last statement and the transactions of this month",
            ])
        #expect(
            ScreenRenderer.render([menu], narrow) == [
                "  1. View details", "  2. View last statement and the", "     transactions of this month",
            ])
    }

    @Test func menu_withTenOptions_rightAlignsTheNumbers() {
        let lines = ScreenRenderer.render([.menu((1...10).map { Block.MenuItem("Option \($0)") })], wide)
        #expect(lines.first == "   1. Option 1")
        #expect(lines.last == "  10. Option 10")
    }

    @Test func menu_withKeysAndDetails_isATable_whoseDetailsMoveUnderTheTitleWhenNarrow() {
        let menu = Block.menu([
            Block.MenuItem("Payment cards", key: "cards", detail: "Your cards, dues and statements"),
            Block.MenuItem("Disputes and support", key: "dispute", detail: "Dispute a charge, get help, block a card"),
        ])
        #expect(
            ScreenRenderer.render([menu], wide) == [
                "  1.  Payment cards         (cards)    Your cards, dues and statements",
                "  2.  Disputes and support  (dispute)  Dispute a charge, get help, block a card",
            ])
        #expect(
            ScreenRenderer.render([menu], narrow) == [
                "  1.  Payment cards         (cards)",
                "      Your cards, dues and statements",
                "  2.  Disputes and support  (dispute)",
                "      Dispute a charge, get help, block",
                "      a card",
            ])
    }

    @Test func commands_alignKeys_andWrapDescriptions() {
        let commands = Block.commands([
            Block.Command("n", "Next page"), Block.Command("r", "Send a new code to the registered mobile number"),
        ])
        #expect(
            ScreenRenderer.render([commands], wide) == [
                "  n  Next page", "  r  Send a new code to the registered mobile number",
            ])
        #expect(
            ScreenRenderer.render([commands], narrow) == [
                "  n  Next page", "  r  Send a new code to the registered", "     mobile number",
            ])
    }

    // MARK: - Notice and error

    @Test func notice_isWrappedAtTwo_andPaintedWhenColourIsOn() {
        let notice = Block.notice("Saved. Your new address is used from the next statement on.")
        #expect(
            ScreenRenderer.render([notice], narrow) == [
                "  Saved. Your new address is used from", "  the next statement on.",
            ])
        #expect(
            ScreenRenderer.render([notice], wideColour) == [
                "  \u{1B}[36mSaved. Your new address is used from the next statement on.\u{1B}[0m"
            ])
    }

    @Test func error_saysErrorFirst() {
        #expect(ScreenRenderer.render([.error("disk full")], wide) == ["  Error: disk full"])
        #expect(ScreenRenderer.render([.error("disk full")], wideColour) == ["  \u{1B}[31mError: \u{1B}[0mdisk full"])
    }
}
