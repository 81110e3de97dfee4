/// Why the scaffold refused or failed, in one line for the terminal.
struct ScaffoldError: Error, Equatable, CustomStringConvertible {
    var message: String
    /// The process exit status: 64 (usage) for a refusal, 74 (I/O error) when writing failed.
    var exitCode: Int32 = 64

    var description: String { message }
}
