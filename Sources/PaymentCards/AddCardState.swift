import SwippyCore
import SwippyData

/// The add-card flow: the step, what was accepted so far (the number only as checked digits, in memory, never
/// saved), the banks, the saved card, and what the flow last said.
struct AddCardState: Equatable {
    var step = AddCardStep.number
    var banks: [String] = []
    var number: CardNumber?
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
