import Foundation
import SwippyCore
import Testing

@testable import SwippyApp

/// History's "dispute" pushes only Dispute's raise flow: leaving it (b, or after raising) returns to the
/// History details it came from, never through Dispute's own list screens.
@MainActor
@Suite("App: a dispute raised from History returns to History")
struct HistoryDisputeReturnTests {
    static func topAfter(_ lines: [String]) throws -> (top: String?, depth: Int) {
        let app = try InProcessApp(lines)
        _ = app.shell.run()
        return (app.router.navigator.top.map(Trace.name(of:)), app.router.navigator.depth)
    }

    @Test func back_fromTheReason_returnsToTheDetails() throws {
        let opened = try Self.topAfter(["history", "/uber", "1"])
        #expect(opened.top == "History.HistoryDetailsPresenter")
        let back = try Self.topAfter(["history", "/uber", "1", "d", "b"])
        #expect(back.top == "History.HistoryDetailsPresenter")
        #expect(back.depth == opened.depth)
    }

    @Test func back_afterCancelling_returnsToTheDetails() throws {
        let opened = try Self.topAfter(["history", "/uber", "1"])
        let back = try Self.topAfter(["history", "/uber", "1", "d", "2", "", "n", "b", "b"])
        #expect(back.top == "History.HistoryDetailsPresenter")
        #expect(back.depth == opened.depth)
    }

    @Test func back_afterRaising_returnsToTheDetails() throws {
        let opened = try Self.topAfter(["history", "/uber", "1"])
        let raised = try Self.topAfter(["history", "/uber", "1", "d", "2", "", "y"])
        #expect(raised.top == "Dispute.DisputeDetailPresenter")
        let back = try Self.topAfter(["history", "/uber", "1", "d", "2", "", "y", "b"])
        #expect(back.top == "History.HistoryDetailsPresenter")
        #expect(back.depth == opened.depth)
    }
}
