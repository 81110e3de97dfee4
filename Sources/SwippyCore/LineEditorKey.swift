/// One key a line editor understands, decoded from the bytes a terminal sends (see `KeyDecoder`).
public enum LineEditorKey: Equatable, Sendable {
    /// A printable character (one Unicode scalar; combining marks join the character before them).
    case character(Character)
    case left, right, up, down, home, end
    /// Backspace (0x7F or 0x08): deletes before the cursor.
    case backspace
    /// Delete (ESC [3~): deletes under the cursor.
    case delete
    /// Ctrl-D: end of input on an empty line, otherwise delete under the cursor.
    case controlD
    /// Ctrl-U: deletes from the start of the line to the cursor.
    case killToStart
    /// Ctrl-K: deletes from the cursor to the end of the line.
    case killToEnd
    /// Ctrl-W: deletes the word before the cursor.
    case killWord
    case tab, enter
    /// Ctrl-C.
    case interrupt
    /// An escape sequence or control byte the editor does not use, swallowed whole.
    case ignored
}
