/// What a key did to the line, and so what the terminal shows.
public enum LineEditorOutcome: Equatable, Sendable {
    /// The text or the cursor changed: redraw the line.
    case redraw
    /// Nothing changed and nothing is worth a sound (an unknown key, Home at the start).
    case unchanged
    /// The key could not do anything (no completion, nothing to delete): ring the bell.
    case bell
    /// Several completions: show them on a line below, then redraw the line.
    case candidates([String])
    /// Enter: the line is done.
    case submit(String)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C.
    case interrupt
}
