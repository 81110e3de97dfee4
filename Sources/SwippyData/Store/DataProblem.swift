import Foundation
import SwippyText

/// A rule broken by well-formed JSON: where (a path such as `accounts[1].balance`) and why.
public struct DataProblem: Error, Equatable, Sendable {
    /// A path into the file, e.g. `cards[3].due.amount`.
    public var path: String
    /// What is wrong, in words.
    public var message: String

    /// A problem.
    public init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
    }
}
