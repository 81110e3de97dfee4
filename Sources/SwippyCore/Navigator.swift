/// The navigation stack the app router owns: the first screen is home and is never popped.
@MainActor
public final class Navigator: ScreenNavigating {
    private(set) var stack: [any Screen] = []
    /// Bumped by every push, pop and replace, so the shell knows to redraw even when a new screen
    /// happens to reuse a released one's address.
    public private(set) var changeCount = 0

    /// Creates an empty stack; `setRoot` puts the home screen on it.
    public init() {}

    /// The screen the shell currently drives.
    public var top: (any Screen)? { stack.last }
    /// How many screens are on the stack, home included.
    public var depth: Int { stack.count }
    /// True when only the home screen is left.
    public var isAtRoot: Bool { stack.count <= 1 }

    /// Makes `screen` the only screen.
    public func setRoot(_ screen: any Screen) {
        stack = [screen]
        changeCount += 1
        Trace.record(.navigator, "root \(Trace.name(of: screen))")
    }

    public func push(_ screen: any Screen) {
        top?.didDisappear()
        stack.append(screen)
        changeCount += 1
        Trace.record(.navigator, "push \(Trace.name(of: screen)) · depth \(self.depth)")
    }

    public func pop() {
        guard stack.count > 1 else { return }
        do {
            // Released at the end of this scope, after the pop is traced and before the one below reappears.
            let popped = stack.removeLast()
            changeCount += 1
            Trace.record(.navigator, "pop \(Trace.name(of: popped))\(self.topForTrace)")
        }
        top?.didReappear()
    }

    /// Pops back to the home screen.
    public func popToRoot() {
        guard stack.count > 1 else { return }
        do {
            let popped = stack[1...]
            stack.removeSubrange(1...)
            changeCount += 1
            Trace.record(.navigator, "pop to root\(self.topForTrace) · \(popped.count) released")
        }
        top?.didReappear()
    }

    public func replaceTop(with screen: any Screen) {
        guard stack.count > 1 else { return push(screen) }
        let replaced = stack[stack.count - 1]
        stack[stack.count - 1] = screen
        changeCount += 1
        Trace.record(
            .navigator, "replace \(Trace.name(of: replaced)) with \(Trace.name(of: screen)) · depth \(self.depth)")
    }

    public func pop(to screen: any Screen) {
        guard let index = stack.lastIndex(where: { $0 === screen }), index < stack.count - 1 else { return }
        do {
            let popped = stack[(index + 1)...]
            stack.removeSubrange((index + 1)...)
            changeCount += 1
            Trace.record(
                .navigator, "pop to \(Trace.name(of: screen)) · depth \(self.depth) · \(popped.count) released")
        }
        top?.didReappear()
    }

    /// " → CardPresenter · depth 2": where a pop left the stack.
    private var topForTrace: String {
        top.map { " → \(Trace.name(of: $0)) · depth \(depth)" } ?? ""
    }
}
