import Foundation

/// One branch in the IFSC directory.
public struct IFSCEntry: Codable, Equatable, Sendable {
    /// 11 characters: 4 letters, a zero, 6 letters or digits.
    public var code: String
    /// The bank's name.
    public var bank: String
    /// The branch name.
    public var branch: String
    /// The city.
    public var city: String

    /// An entry.
    public init(code: String, bank: String, branch: String, city: String) {
        self.code = code
        self.bank = bank
        self.branch = branch
        self.city = city
    }
}
