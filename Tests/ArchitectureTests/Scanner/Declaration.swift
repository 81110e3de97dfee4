/// A type or extension declared in a source file.
struct Declaration: Equatable {
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    var kind: String
    /// The declared (or extended) type's name, e.g. `Foo` or `Foo.Bar`.
    var name: String
    var line: Int
    /// The indices of the tokens between the declaration's braces (empty when it has no body).
    var body: Range<Int>

    /// True for a type of its own, false for an extension.
    var isType: Bool { kind != "extension" }
}
