import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Card due: one model of what is owed")
struct CardDueTests {
    static func due(_ amount: Decimal, _ state: DueState) -> CardDue {
        CardDue(id: "due", amount: amount, currency: "₹", state: state)
    }

    @Test func aPendingDue_owesItsAmount_andSaysSo() {
        let due = Self.due(5_999.99, .pending("due in 2 days"))
        #expect(due.outstanding == 5_999.99 && due.isPayable)
        #expect(due.stateLabel == "Due in 2 days")
        #expect(due.summary == "₹5,999.99 · Due in 2 days")
    }

    @Test func aFullyPaidDue_owesNothing_whateverAmountTheFeedStillReports() {
        let due = Self.due(18_450, .fullyPaid)
        #expect(due.outstanding == 0 && !due.isPayable)
        #expect(due.summary == "Fully paid")
        #expect(due.outstandingMoney.formatted == "₹0.00")
    }

    /// A file's "fully_paid" in any case is the paid state; any other text, however close, is a pending one.
    @Test(arguments: [
        ("fully_paid", DueState.fullyPaid), ("FULLY_PAID", .fullyPaid), ("Fully_Paid", .fullyPaid),
        ("fully paid", .pending("fully paid")), ("fully_paid ", .pending("fully_paid ")),
        ("fully_pa\u{131}d", .pending("fully_pa\u{131}d")), ("", .pending("")),
    ])
    func aStatesText_isReadWhateverItsCase(text: String, state: DueState) {
        #expect(DueState(text: text) == state)
        #expect(DueState(text: state.text) == state)
    }

    @Test func aPendingDueOfZero_isNothingDue() {
        let due = Self.due(0, .pending("due in 6 days"))
        #expect(!due.isPayable)
        #expect(due.summary == "Nothing due")
    }

    @Test func paying_leavesTheRest_andPayingInFullMarksItFullyPaid() {
        var due = Self.due(242.33, .pending("due in 6 days"))
        due.pay(42.33)
        #expect(due.outstanding == 200 && due.state == .pending("due in 6 days"))
        due.pay(200)
        #expect(due.outstanding == 0 && due.state == .fullyPaid)
    }

    @Test func theLedgersDue_andTheCreditLine_useWhatIsOutstanding() throws {
        let ledger = Ledger(reference: TransferFixture.reference())
        var card = try #require(TransferFixture.wallet().cards.first)
        card.due = Self.due(18_450, .fullyPaid)
        #expect(ledger.due(of: card) == Money(0, "INR"))
    }
}
