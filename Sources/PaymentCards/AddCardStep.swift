/// Where the add-card flow is: one question at a time, then the confirmation and the result.
enum AddCardStep: Int, Equatable {
    case number, expiry, holder, bank, confirm, done
}
