import Foundation

/// Makes the digits of a one-time code. Random in the app; fixed in tests.
public protocol CodeGenerator: AnyObject {
    /// A new code of `length` digits.
    func nextCode(length: Int) -> String
}
