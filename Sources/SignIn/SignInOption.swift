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

    /// The screen the option opens through the router; nil when the option is a step of this flow.
    var destination: SignInDestination? {
        switch self {
        case .register: .register
        case .forgotPIN: .forgotPIN
        case .pin, .code, .anotherMobile: nil
        }
    }
}
