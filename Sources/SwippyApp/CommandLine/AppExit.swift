/// A reason to stop the app with an exit code and one line on stderr.
struct AppExit: Error, Equatable {
    var code: ExitCode
    var message: String
}
