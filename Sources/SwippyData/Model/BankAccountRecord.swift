import Foundation

/// One account in the banks' name directory (MockData's `bank_accounts`): who holds the account with this number
/// at this branch. What a name check before money shows.
public struct BankAccountRecord: Codable, Equatable, Sendable {
    /// The account number, 9 to 18 digits.
    public var number: String
    /// The branch's IFSC, upper case.
    public var ifsc: String
    /// The registered holder's name.
    public var holder: String

    /// A record.
    public init(number: String, ifsc: String, holder: String) {
        self.number = number
        self.ifsc = ifsc
        self.holder = holder
    }
}
