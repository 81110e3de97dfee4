/// A bank account typed in by the user, already checked for form.
public struct NewAccountDetails: Equatable, Sendable {
    /// The account holder's name.
    public var name: String
    /// 9 to 18 digits.
    public var accountNumber: String
    /// 11 characters, upper case.
    public var ifsc: String

    /// An account typed in.
    public init(name: String, accountNumber: String, ifsc: String) {
        self.name = name
        self.accountNumber = accountNumber
        self.ifsc = ifsc
    }
}
