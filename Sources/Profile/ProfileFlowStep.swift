/// One question of a profile flow.
enum ProfileFlowStep: Equatable {
    case name, email, currentPIN, newPIN, confirmPIN, mobile, registeredEmail, code, currency
}
