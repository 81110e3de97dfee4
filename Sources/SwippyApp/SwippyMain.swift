import Foundation
import SwippyCore
import SwippyData

/// The app's entry point: parses flags, loads data, and runs the shell.
@MainActor
public enum SwippyMain {
    /// Runs Swippy with the process's arguments and environment, and exits with its exit code.
    public static func run() -> Never {
        let environment = ProcessInfo.processInfo.environment
        let code = run(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment, io: StandardIO())
        exit(code.rawValue)
    }

    static func run(arguments: [String], environment: [String: String], io: StandardIO) -> ExitCode {
        do {
            let options = try CommandLineOptions.parse(arguments)
            if options.showHelp {
                io.write(CommandLineOptions.helpText(features: AppRouter.features.map { ($0.word, $0.title) }) + "\n")
                return .ok
            }
            if options.showVersion {
                io.write(CommandLineOptions.version + "\n")
                return .ok
            }
            let store = try AppLaunch.openStore(options: options, environment: environment)
            InterruptHandler.install()
            let colorEnabled = TerminalFacts.colorEnabled(
                noColorFlag: options.noColor, environment: environment, stdoutIsTTY: TerminalFacts.stdoutIsTTY())
            return AppLaunch.runShell(store: store, reader: io, writer: io) {
                // The user's colour setting can only turn colour off where the terminal would allow it.
                RenderContext(
                    width: TerminalFacts.width(ioctlColumns: TerminalFacts.ioctlColumns(), environment: environment),
                    colorEnabled: colorEnabled && store.wallet.settings.colorEnabled != false)
            }
        } catch {
            StandardError.write("swippy: \(error.message)\n")
            return error.code
        }
    }
}

/// The steps between parsed flags and a running shell, shared by `main` and the tests.
@MainActor
enum AppLaunch {
    /// Loads the data file and the saved state, honouring --data, --state, --ephemeral and --reset.
    static func openStore(options: CommandLineOptions, environment: [String: String]) throws(AppExit) -> WalletStore {
        let dataURL: URL
        if let path = options.dataPath {
            dataURL = URL(fileURLWithPath: path)
        } else if let found = MockDataLoader.defaultLocation() {
            dataURL = found
        } else {
            throw AppExit(code: .badData, message: "MockData/MockData.json: file not found; run from the Swippy folder or pass --data FILE")
        }
        let loaded: (data: MockData, fingerprint: String)
        do {
            loaded = try MockDataLoader.load(from: dataURL)
        } catch {
            throw AppExit(code: .badData, message: error.description)
        }
        let stateURL = options.statePath.map { URL(fileURLWithPath: $0) } ?? FileStateStore.defaultURL(environment: environment)
        let persistence: any StateStore
        do {
            if options.ephemeral {
                persistence = MemoryStateStore()
            } else {
                let file = FileStateStore(url: stateURL)
                if options.reset { try file.reset() }
                try file.checkWritable()
                persistence = file
            }
            return try WalletStore(
                mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: persistence,
                stateFile: stateURL.path)
        } catch {
            if case .unwritable = error { throw AppExit(code: .cannotWrite, message: error.description) }
            throw AppExit(code: .badData, message: error.description)
        }
    }

    /// Builds the app router on `store` and runs the shell until it ends, starting at the sign-in screen.
    /// `clock` and `codeGenerator` are for in-process tests; the command line always uses the real ones.
    static func runShell(
        store: WalletStore, reader: any LineReader, writer: any LineWriter,
        clock: any WallClock = SystemClock(), codeGenerator: any CodeGenerator = RandomCodeGenerator(),
        context: @escaping () -> RenderContext
    ) -> ExitCode {
        let notices = NoticeBoard()
        guard !store.wallet.users.isEmpty else {
            StandardError.write("swippy: the data has no users\n")
            return .badData
        }
        let router = AppRouter(
            store: store, session: AppSession(), notices: notices, clock: clock, codeGenerator: codeGenerator)
        router.start()
        let shell = AppShell(
            navigator: router.navigator, reader: reader, writer: writer, notices: notices, gate: router.sessionGate,
            context: context)
        if let fatal = shell.run() {
            StandardError.write("swippy: \(fatal.message)\n")
            return fatal.code
        }
        return .ok
    }
}
