import SwippyData

/// The answers of a registration in progress. PINs are kept only as salted hashes.
struct RegisterState: Equatable {
    enum Step: Int, Equatable, CaseIterable {
        case name, mobile, email, loginPIN, confirmLoginPIN, transferPIN, confirmTransferPIN, currency
    }

    var step: Step = .name
    var name = ""
    var mobile = ""
    var email = ""
    var loginPIN: SecretHash?
    var transferPIN: SecretHash?
    /// Codes offered at the currency step, in order.
    var currencies: [Currency]
}
