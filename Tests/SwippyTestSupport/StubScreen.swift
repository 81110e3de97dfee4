import SwippyCore

/// A plain screen standing for whatever is under a module on the stack (home, the flow's origin).
@MainActor
public final class StubScreen: Screen {
    public let revision = 0
    public let prompt = Prompt()
    /// How often the screen was told it is on top again.
    public private(set) var didReappearCount = 0
    private let name: String

    /// A screen that renders as the single line `name`.
    public init(_ name: String = "Home") {
        self.name = name
    }

    public func render(_ context: RenderContext) -> [String] { [name] }
    public func handle(_ input: String) {}
    public func takeNotices() -> [String] { [] }
    public func didReappear() { didReappearCount += 1 }
}
