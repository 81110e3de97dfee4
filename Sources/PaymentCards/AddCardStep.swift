/// Where the add-card flow is: one question at a time, then the confirmation and the result.
enum AddCardStep: Int, Equatable {
    case number, expiry, holder, bank, confirm, done

    /// The step after this one; nil after done.
    var next: AddCardStep? { AddCardStep(rawValue: rawValue + 1) }
}
