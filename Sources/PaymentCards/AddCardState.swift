import SwippyCore
import SwippyData

/// The add-card flow: the step, what was accepted so far (the number only as checked digits, in memory, never
/// saved), the banks, the saved card, and what the flow last said.
struct AddCardState: Equatable {
    /// Where the add-card flow is: one question at a time, then the confirmation and the result.
    enum Step: Int, Equatable {
        case number, expiry, holder, bank, confirm, done

        /// The step after this one; nil after done.
        var next: Step? { Step(rawValue: rawValue + 1) }
    }

    var step = Step.number
    var banks: [String] = []
    @Secret var number: CardNumber? = nil
    var expiry: CardExpiry?
    var holder: String?
    var bank: String?
    var saved: PaymentCard?
    var notice: Notice?

    /// The answer already given to this step (after stepping back), as the prompt shows it; nil when none.
    var kept: String? {
        switch step {
        case .number: number.map { CardMask.short($0.digits) }
        case .expiry: expiry?.text
        case .holder: holder
        case .bank, .confirm, .done: nil
        }
    }
}
