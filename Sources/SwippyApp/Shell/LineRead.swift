/// What reading a line gave.
enum LineRead: Equatable {
    /// A line, without its newline.
    case line(String)
    /// End of input.
    case endOfInput
    /// No key came before the time given ran out.
    case idle
}
