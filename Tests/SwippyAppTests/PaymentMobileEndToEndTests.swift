import Foundation
import SwippyTestSupport
import Testing

/// Asha pays Rahul by mobile; History finds the payment by his mobile however it is typed and shows it masked.
@Suite("End to end: the other side's mobile on a payment between Swippy users")
struct PaymentMobileEndToEndTests {
    @Test(arguments: ["+91 91234 56780", "6780"])
    func aPaymentToRahul_isFoundByHisMobile_andShowsItMasked(search: String) throws {
        let steps = [
            "transfer", "1", "3", "9123456780", "1", "500", "Lunch", "1", "592741", "1", "history", "/\(search)", "1",
            "q",
        ]
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: SwippyProcess.signInAsDemoUser + steps.joined(separator: "\n") + "\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Search: \(search) · 1 of"))
        #expect(output.stdout.contains("Payee's mobile  ••••••6780"))
        #expect(!output.stdout.contains("9123456780\n  "), "the full mobile is never shown on the details")
    }
}
