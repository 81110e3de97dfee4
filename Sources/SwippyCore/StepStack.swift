/// The one way a router keeps the navigation stack in step with its module's state.
///
/// A router names each of its screens by a `Kind` (an enum, with a payload where one kind shows different
/// things: `.card(position: 2)`), maps every step of its state to a kind in one pure function, and hands each
/// kind it follows to `show(_:make:)`:
/// - the kind on top already: nothing moves;
/// - a kind shown lower down: the stack pops back to it (the screens above are released);
/// - a new kind: the screen `make` builds is pushed.
///
/// A step that must push a fresh screen although its kind is on top (the same screen asked for again) says so
/// with a `StepVisit` in the state: a kind that carries a visit's serial differs from the one before.
/// The stack is held weakly, and so is every screen: the navigator owns them.
@MainActor
public final class StepStack<Kind: Equatable> {
    private weak var navigator: (any ScreenNavigating)?
    /// The module's screens on the stack, bottom first.
    private var shown: [Shown] = []

    /// A screen of the module, held weakly: the navigator owns it.
    private struct Shown {
        let kind: Kind
        weak var screen: (any Screen)?
    }

    /// A stack keeper for screens pushed on `navigator`.
    public init(navigator: any ScreenNavigating) {
        self.navigator = navigator
    }

    /// The kind of the module's screen on top, nil when none of its screens is on the stack.
    public var top: Kind? {
        shown.removeAll { $0.screen == nil }
        return shown.last?.kind
    }

    /// Remembers `screen`, the module's first, as showing `kind` (the host pushes it); returns it.
    public func root(_ kind: Kind, _ screen: any Screen) -> any Screen {
        shown = [Shown(kind: kind, screen: screen)]
        return screen
    }

    /// Makes the screen of `kind` the top one: nothing when it is on top, a pop back to it when it is lower, else
    /// `make()` pushed.
    public func show(_ kind: Kind, make: () -> any Screen) {
        shown.removeAll { $0.screen == nil }
        if shown.last?.kind == kind { return }
        if let index = shown.lastIndex(where: { $0.kind == kind }), let screen = shown[index].screen {
            shown.removeSubrange((index + 1)...)
            navigator?.pop(to: screen)
            return
        }
        let screen = make()
        shown.append(Shown(kind: kind, screen: screen))
        navigator?.push(screen)
    }

    /// Replaces the module's top screen with `make()` (a step that should not be returned to), or pushes it when
    /// none is on the stack.
    public func replaceTop(_ kind: Kind, make: () -> any Screen) {
        shown.removeAll { $0.screen == nil }
        let screen = make()
        if shown.isEmpty {
            navigator?.push(screen)
        } else {
            shown.removeLast()
            navigator?.replaceTop(with: screen)
        }
        shown.append(Shown(kind: kind, screen: screen))
    }

    /// Pops every screen of the module, its first included, off the stack: back to the screen below the module.
    public func leave() {
        shown.removeAll { $0.screen == nil }
        guard let first = shown.first?.screen else { return }
        shown.removeAll()
        navigator?.pop(to: first)
        navigator?.pop()
    }

    /// Pops back to `screen` (the screen a flow started from, below its first): the module's screens above it go.
    public func leave(to screen: any Screen) {
        shown.removeAll()
        navigator?.pop(to: screen)
    }
}

/// A step that may be asked for again while it is shown: each visit has its own serial, so a router following
/// `StepVisit` pushes a fresh screen where following the bare step would not move.
public struct StepVisit<Step: Equatable>: Equatable, Sendable where Step: Sendable {
    /// The step asked for.
    public var step: Step
    /// Bumped by `next(_:)`: two visits of one step differ.
    public private(set) var serial: Int

    /// The first visit, of `step`.
    public init(_ step: Step) {
        self.step = step
        self.serial = 0
    }

    /// A new visit, of `step`, after this one.
    public func next(_ step: Step) -> StepVisit {
        var visit = StepVisit(step)
        visit.serial = serial &+ 1
        return visit
    }
}
