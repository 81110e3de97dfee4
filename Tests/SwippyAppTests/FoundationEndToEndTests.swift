import Foundation
import Testing

@Suite("End to end: the foundation")
struct FoundationEndToEndTests {
    @Test func cards_thenSecondCard_listsCardsAndOpensItsActions() throws {
        let output = try SwippyProcess.run(input: "1\n4826\ncards\n2\nq\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Millennia Credit Card"))
        #expect(output.stdout.contains("Amazon Pay Credit Card\n======================"))
        #expect(output.stdout.contains("1. View details"))
        #expect(output.stdout.contains("2. View last statement"))
        #expect(!output.stdout.contains("\u{1B}"))
    }
}
