import Foundation
import Testing

/// Piped sessions for the rough edges of issue 10: each test is the issue's own script.
@Suite("End to end: rough edges (issue 10)")
struct RoughEdgesEndToEndTests {
    /// Rahul Mehta (mobile 9123456780, login PIN 7351) has no payment cards.
    static let signInAsRahul = "3\n9123456780\n7351\n"

    @Test func anEmptyCardList_saysThereAreNoCards_andHelpDoesNotDescribePaging() throws {
        let output = try SwippyProcess.run(input: Self.signInAsRahul + "cards\n?\nq\n")
        #expect(output.status == 0)
        let list = try #require(output.stdout.components(separatedBy: "Payment cards\n=============").last)
        #expect(list.contains("You have no payment cards yet. A card you add shows here with its due and"))
        #expect(list.contains("Type b to go back > "))
        #expect(!list.contains("Choose an option > "))
        #expect(!list.contains("next / previous page"))
    }
}

extension RoughEdgesEndToEndTests {
    @Test func aDisputeInReview_isCalledInReview_inTheRaiseListAndInMyDisputes() throws {
        let output = try SwippyProcess.run(input: SwippyProcess.signInAsDemoUser + "dispute\n1\n2\n2\nh\ndispute\n2\nq\n")
        #expect(output.stdout.contains("IndiGo Airlines    -₹6,000.00  DSP-1001 in review\n"))
        #expect(output.stdout.contains("This transaction already has a dispute in review (DSP-1001).\n"))
        #expect(output.stdout.contains("  1.  DSP-1001  30 Oct 2026  IndiGo Airlines  ₹6,000.00  in review\n"))
        #expect(!output.stdout.contains("DSP-1001 open"))
    }
}
