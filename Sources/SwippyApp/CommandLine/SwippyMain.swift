import Foundation
import SwippyCore
import SwippyData

/// The app's entry point: parses flags, loads data, and runs the shell.
@MainActor
public enum SwippyMain {
    /// Runs Swippy with the process's arguments and environment, and exits with its exit code.
    public static func run() -> Never {
        let environment = ProcessInfo.processInfo.environment
        let io = StandardIO(
            columns: { TerminalFacts.width(ioctlColumns: TerminalFacts.ioctlColumns(), environment: environment) })
        let code = run(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, io: io)
        TerminalMode.restore()
        AppLaunch.finishImage()
        exit(code.rawValue)
    }

    /// The words Tab completes on the home menu: its feature words and the shell's own commands. Other
    /// screens complete their own words (`Screen.completionWords`), the shell passing the top screen's.
    static var completionWords: [String] {
        AppRouter.features.map(\.word) + AppRouter.shellWords
    }

    static func run(arguments: [String], environment: [String: String], io: StandardIO) -> ExitCode {
        do {
            let options = try CommandLineOptions.parse(arguments)
            if options.showHelp {
                let width = TerminalFacts.width(ioctlColumns: TerminalFacts.ioctlColumns(), environment: environment)
                let features = AppRouter.features.map { ($0.word, $0.title) }
                io.write(CommandLineOptions.helpText(features: features, width: width) + "\n")
                return .ok
            }
            if let shell = options.completions, let script = CompletionScript.script(for: shell) {
                io.write(script)
                return .ok
            }
            if options.showManual {
                io.write(ManPage.page(features: AppRouter.features.map { ($0.word, $0.title) }))
                return .ok
            }
            if options.showVersion {
                io.write(CommandLineOptions.version + "\n")
                return .ok
            }
            let traceSink = try TraceOutput.sink(
                flag: options.trace, format: options.traceFormat, environment: environment)
            Trace.install(traceSink)
            // The user's time zone, read once here (TZ; Foundation's current zone honours it): every time on
            // every screen, and in an export, is shown in it with its abbreviation. Stored times stay UTC.
            let zone = TimeZone.current
            let clock = try ShiftedClock.clock(environment: environment)
            let store = try AppLaunch.openStore(
                options: options, environment: environment, traced: traceSink != nil,
                prepareIndex: TerminalFacts.stdinIsTTY() && options.exportCSV == nil)
            defer { AppLaunch.leave(store) }
            if let file = options.exportCSV, let mobile = options.exportUser {
                return CSVExportCommand.run(file: file, mobile: mobile, store: store, io: io, zone: zone)
            }
            InterruptHandler.install()
            let colorEnabled = TerminalFacts.colorEnabled(
                noColorFlag: options.noColor, environment: environment, stdoutIsTTY: TerminalFacts.stdoutIsTTY())
            return AppLaunch.runShell(
                store: store, reader: io, writer: io, clock: clock, zone: zone,
                drawsInPlace: StandardIO.bothAreTerminals(environment: environment), interface: options.userInterface
            ) {
                // The signed-in user's colour setting is applied by the shell (AppLaunch.runShell).
                RenderContext(
                    width: TerminalFacts.width(ioctlColumns: TerminalFacts.ioctlColumns(), environment: environment),
                    colorEnabled: colorEnabled,
                    utf8: TerminalFacts.utf8(environment: environment),
                    ascii: !TerminalFacts.utf8(environment: environment),
                    height: TerminalFacts.height(ioctlRows: TerminalFacts.ioctlRows(), environment: environment))
            }
        } catch {
            StandardError.write("swippy: \(error.message)\n")
            return error.code
        }
    }
}
