import SwippyData

/// Hands out the given one-time codes in order, then "000000".
public final class SequenceCodeGenerator: CodeGenerator {
    private var codes: [String]

    /// A generator that returns `codes` one by one.
    public init(_ codes: [String]) {
        self.codes = codes
    }

    public func nextCode(length: Int) -> String {
        codes.isEmpty ? String(repeating: "0", count: length) : codes.removeFirst()
    }
}
