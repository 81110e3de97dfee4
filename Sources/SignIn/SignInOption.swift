/// The options on the sign-in menu, in menu order.
enum SignInOption: Equatable, CaseIterable {
    case pin, code, anotherMobile, register, forgotPIN

    var label: String {
        switch self {
        case .pin: "Sign in with your login PIN"
        case .code: "Sign in with a one-time code (SMS)"
        case .anotherMobile: "Use another mobile number"
        case .register: "Register a new user"
        case .forgotPIN: "Forgot login PIN"
        }
    }

    /// Where the option leaves the module through the router; nil when it is an intent of this module.
    var destination: SignInDestination? {
        switch self {
        case .forgotPIN: .forgotPIN
        case .pin, .code, .anotherMobile, .register: nil
        }
    }
}
