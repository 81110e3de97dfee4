import Foundation

/// Codes from the system's secure random source.
public final class RandomCodeGenerator: CodeGenerator {
    /// A generator backed by `SystemRandomNumberGenerator`.
    public init() {}

    public func nextCode(length: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<max(1, length)).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
    }
}
