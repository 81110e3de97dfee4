/// What a feature router may ask of the navigation stack it lives on.
@MainActor
public protocol ScreenNavigating: AnyObject {
    /// Shows `screen` on top of the current one.
    func push(_ screen: any Screen)
    /// Removes the top screen; the home screen is never removed.
    func pop()
    /// Replaces the top screen with `screen` (a step that should not be returned to).
    func replaceTop(with screen: any Screen)
    /// Pops every screen above `screen` (no-op when it is not on the stack).
    func pop(to screen: any Screen)
}
