/// What the SignIn screens say in more than one place: one wording each.
enum SignInText {
    /// A locked PIN on the sign-in screen.
    static let pinLockedLine =
        "Sign-in by PIN is locked after too many wrong PINs. Sign in with a one-time code, or reset your PIN."
    /// A locked PIN on the session lock screen.
    static let sessionPINLockedLine =
        "Sign-in by PIN is locked after too many wrong PINs. Choose 1 to unlock with a one-time code, "
        + "or type s to sign out."
    /// Too many wrong one-time codes.
    static let codeLockedLine =
        "Sign-in by code is locked after too many wrong codes. Sign in with your PIN to unlock it."
    /// A mobile number no user has.
    static let unknownMobileLine = "No Swippy user has this mobile number. Choose 4 on the menu to register."
    /// The lock screen's one option.
    static let lockCodeOption = "Unlock with a one-time code (SMS)"

    /// "1 try", "3 tries": what is left before a lock.
    static func tries(_ count: Int) -> String {
        count == 1 ? "1 try" : "\(count) tries"
    }
}
