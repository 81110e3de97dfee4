import SwippyCore

/// A navigation stack for router and builder tests: it keeps the screens it is given (so a test can
/// check that a popped screen deallocates) and counts every call.
@MainActor
public final class FakeNavigator: ScreenNavigating {
    /// The screens on the stack, bottom first.
    public private(set) var stack: [any Screen] = []
    /// Every screen ever pushed or swapped in, in order, while it is still alive: held weakly, so a
    /// test can still show that a screen popped or replaced here deallocates.
    public var shown: [any Screen] { shownScreens.compactMap(\.screen) }
    public private(set) var pushCount = 0
    public private(set) var popCount = 0
    public private(set) var replaceCount = 0
    public private(set) var popToCount = 0

    /// An empty stack, or one holding `root` (a stand-in for the screen a flow starts from).
    public init(root: (any Screen)? = nil) {
        if let root { stack = [root] }
    }

    /// The screen on top.
    public var top: (any Screen)? { stack.last }

    public func push(_ screen: any Screen) {
        pushCount += 1
        stack.append(screen)
        shownScreens.append(WeakScreen(screen))
    }

    public func pop() {
        popCount += 1
        guard stack.count > 1 else { return }
        stack.removeLast()
        stack.last?.didReappear()
    }

    public func replaceTop(with screen: any Screen) {
        replaceCount += 1
        shownScreens.append(WeakScreen(screen))
        if stack.isEmpty { stack.append(screen) } else { stack[stack.count - 1] = screen }
    }

    public func pop(to screen: any Screen) {
        popToCount += 1
        guard let index = stack.lastIndex(where: { $0 === screen }), index < stack.count - 1 else { return }
        stack.removeSubrange((index + 1)...)
        stack.last?.didReappear()
    }

    private var shownScreens: [WeakScreen] = []
}
