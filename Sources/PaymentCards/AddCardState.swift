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
}
