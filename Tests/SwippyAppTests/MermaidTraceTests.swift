import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// `--trace-format mermaid`: trace lines as a Mermaid sequence diagram of modules and layers.
@Suite("Trace as a Mermaid sequence diagram")
struct MermaidTraceTests {
    static func diagram(_ trace: [String]) -> [String] {
        var mermaid = MermaidTrace()
        return trace.flatMap { mermaid.lines(for: $0) }
    }

    @Test func eachHop_becomesAMessageBetweenItsModulesLayers_declaredWhereFirstUsed() {
        let lines = Self.diagram([
            "view     Transfer.PINPresenter ← \"••••\"",
            "intent   Transfer.TransferInteractor.submit(pin:)",
            "data     SwippyApp.TransferDataAdapter.send(_:pin:) updates the wallet",
            "store    save 1105 bytes in 0.31 ms",
            "state    Transfer.TransferState changed · 6 observers",
            "router   Transfer.TransferRouter navigate(to: .close)",
            "navigator pop to SwippyApp.HomePresenter · depth 1 · 6 released",
            "release  Transfer.AmountPresenter",
        ])
        #expect(
            lines == [
                "    actor User", "    participant TransferP as Transfer presenters",
                "    User->>TransferP: \"••••\"",
                "    participant TransferI as Transfer interactor", "    TransferP->>TransferI: submit(pin:)",
                "    participant Data as SwippyApp data adapters",
                "    TransferI->>Data: TransferDataAdapter.send(_:pin:) updates the wallet",
                "    participant Store as Store", "    Data->>Store: save 1105 bytes in 0.31 ms",
                "    TransferI-->>TransferP: TransferState changed · 6 observers",
                "    participant TransferR as Transfer router", "    TransferP->>TransferR: navigate(to: .close)",
                "    participant Navigator as Navigator",
                "    TransferR->>Navigator: pop to HomePresenter · depth 1 · 6 released",
                "    Note over Navigator: released AmountPresenter",
            ])
    }

    @Test func aBuilderPush_comesFromTheApp_andAListenerFromTheModulesRouter() {
        let lines = Self.diagram([
            "view     PaymentCards.CardPresenter ← \"2\"",
            "listener SwippyApp.AppRouter.paymentCardsDidRequestPayment(for:)",
            "build    Transfer.TransferBuilder built Transfer.SourcePresenter",
            "navigator push Transfer.SourcePresenter · depth 4",
        ]).filter { !$0.contains("participant") && !$0.contains("actor") }
        #expect(
            lines == [
                "    User->>PaymentCardsP: \"2\"", "    PaymentCardsR->>App: paymentCardsDidRequestPayment(for:)",
                "    App->>TransferB: TransferBuilder built SourcePresenter",
                "    App->>Navigator: push SourcePresenter · depth 4",
            ])
    }

    @Test func typedText_cannotEndOrCommentAMessage() {
        let lines = Self.diagram(["view     Transfer.AmountPresenter ← \"a;b #c\""])
        #expect(lines.last == "    User->>TransferP: \"a#59;b #35;c\"")
    }

    @Test func theFlag_takesTextOrMermaid_andTurnsTheTraceOn() throws {
        let options = try CommandLineOptions.parse(["--trace-format", "mermaid"])
        #expect(options.trace && options.traceFormat == .mermaid)
        #expect(try CommandLineOptions.parse(["--trace-format=text"]).traceFormat == .text)
        #expect(
            throws: AppExit(code: .usage, message: "option '--trace-format' is text or mermaid. Try 'swippy --help'.")
        ) { try CommandLineOptions.parse(["--trace-format", "svg"]) }
        #expect(
            throws: AppExit(
                code: .usage, message: "option '--trace-format' needs text or mermaid. Try 'swippy --help'.")
        ) { try CommandLineOptions.parse(["--trace-format"]) }
    }

    @Test func aRealSession_isOneSequenceDiagram_withNoPIN() throws {
        let output = try SwippyProcess.run(
            ["--ephemeral", "--trace-format", "mermaid"], input: TraceEndToEndTests.transferInput)
        #expect(output.status == 0)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "sequenceDiagram")
        #expect(lines.contains("    TransferP->>TransferI: submit(pin:)"))
        #expect(lines.contains("    App->>TransferB: TransferBuilder built SourcePresenter"))
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
        #expect(!output.stderr.contains(TraceEndToEndTests.transactionPIN))
        #expect(!output.stderr.contains(TraceEndToEndTests.loginPIN))
    }
}
