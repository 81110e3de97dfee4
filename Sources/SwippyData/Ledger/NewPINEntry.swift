/// A new PIN typed twice, the one way every flow that sets a PIN asks for it (registration, change and
/// forgot PIN): the first typing must pass `IdentityRules.newPINProblem` (and differ from the current PIN
/// when one is given) and is kept only as a salted hash; the second typing must match it.
public struct NewPINEntry: Equatable, Sendable {
    /// Digits the new PIN must have.
    public let length: Int
    /// The first typing, hashed, until it is confirmed or refused.
    private var typed: SecretHash?
    /// The PIN once typed twice the same, hashed; nil until then.
    public private(set) var confirmed: SecretHash?

    /// The line shown when the second typing differs from the first.
    public static let mismatchLine = "The two PINs do not match. Type the new PIN again."
    /// The line shown when the new PIN is the current one.
    public static let sameAsCurrentLine = "The new PIN must be different from the current one."

    /// An entry for a PIN of `length` digits, with nothing typed yet.
    public init(length: Int) {
        self.length = length
    }

    /// Takes the first typing; returns the one-line reason it is refused, or nil when it was kept.
    public mutating func take(_ pin: String, differentFrom current: SecretHash? = nil) -> String? {
        if let problem = IdentityRules.newPINProblem(pin, length: length) { return problem }
        if let current, current.matches(pin) { return Self.sameAsCurrentLine }
        var random = SystemRandomNumberGenerator()
        typed = SecretHash.make(pin, using: &random)
        confirmed = nil
        return nil
    }

    /// Takes the second typing; true when it matches the first. When it does not, both are forgotten and
    /// the flow asks for the new PIN again (`mismatchLine`).
    public mutating func confirm(_ pin: String) -> Bool {
        guard let typed, typed.matches(pin) else {
            clear()
            return false
        }
        confirmed = typed
        return true
    }

    /// Forgets both typings (the user went back to retype the PIN).
    public mutating func clear() {
        typed = nil
        confirmed = nil
    }
}
