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
    /// False when the bank does not answer (MockData's `"reachable": false`): a payment there ends on the
    /// network-error screen and no money moves. Absent means it answers.
    public var reachable: Bool?

    /// An entry.
    public init(code: String, bank: String, branch: String, city: String, reachable: Bool? = nil) {
        self.code = code
        self.bank = bank
        self.branch = branch
        self.city = city
        self.reachable = reachable
    }

    /// True unless the data marks the bank as not answering.
    public var answers: Bool { reachable ?? true }
}
