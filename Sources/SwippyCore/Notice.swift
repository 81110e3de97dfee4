/// A one-line message for the user that an interactor decided on ("Saved.", a refusal by a rule),
/// kept in the flow's state.
///
/// The serial tells a new notice from the one already shown, so the same words said twice are shown twice,
/// and a screen that starts observing a state does not repeat a notice another screen already showed.
public struct Notice: Equatable, Sendable {
    /// The words shown.
    public let text: String
    /// Grows by one with each notice of the same flow.
    public let serial: Int

    /// The notice that follows `previous` (nil when the flow has said nothing yet).
    public init(_ text: String, after previous: Notice?) {
        self.text = text
        self.serial = (previous?.serial ?? 0) &+ 1
    }
}
