import Foundation
import SwippyCore
import SwippyData
import SwippyStorage

/// The steps between parsed flags and a running shell, shared by `main` and the tests.
@MainActor
enum AppLaunch {
    /// Loads the data file and the saved state through SwippyStorage's `StoreAssembly`, honouring --data, --state,
    /// --ephemeral, --reset and --no-cache, with the progress line, the waiting line and the trace hooked in.
    /// With `traced`, every save is also a trace line. With `prepareIndex` (a person at a terminal), the history
    /// index is built on another thread while the first screen waits for them, so home after sign-in does not
    /// wait for it; piped input has its next line ready at once, and the index is built when first asked.
    static func openStore(
        options: CommandLineOptions, environment: [String: String], traced: Bool = false, prepareIndex: Bool = false
    ) throws(AppExit) -> WalletStore {
        var assembly = StoreAssembly(environment: environment)
        assembly.dataPath = options.dataPath
        assembly.statePath = options.statePath
        assembly.ephemeral = options.ephemeral
        assembly.reset = options.reset
        assembly.usesImage = !options.noCache
        assembly.prepareIndex = prepareIndex
        assembly.loading = { file, size, load throws(DataFileError) in
            try ProgressLine.run(
                "Loading \(file.lastPathComponent) (\(ProgressLine.size(size)))", of: size, counted: ProgressLine.size,
                load)
        }
        assembly.onWait = { StandardError.write("Waiting for another Swippy to finish saving…\n") }
        assembly.onNotice = { notice in StandardError.write(notice + "\n") }
        if traced { assembly.journal = { TracedJournal($0, inMemory: $1) } }
        assembly.onImage = { Trace.record(.store, $0) }
        do {
            let opened = try assembly.open()
            if let wait = opened.imageWait { imageWait = wait }
            openedJournal = opened.stateFile
            return opened.store
        } catch {
            throw appExit(for: error)
        }
    }

    /// The exit status and line for a store that could not be opened.
    private static func appExit(for error: StoreAssemblyError) -> AppExit {
        switch error {
        case .noDataFile:
            AppExit(
                code: .badData,
                message: "MockData/MockData.json: file not found; run from the Swippy folder or pass --data FILE")
        case .data(let problem): AppExit(code: .badData, message: problem.description)
        case .state(let problem):
            if problem.isFailedSave {
                AppExit(code: .cannotWrite, message: problem.description)
            } else {
                AppExit(code: .badData, message: problem.description + stateWayOut)
            }
        }
    }

    /// The wait for the data image being written in the background, if one is.
    private static var imageWait: StoreAssembly.ImageWait?
    /// The state journal the last store opened, closed by `leave`.
    private static weak var openedJournal: FileJournal?
    /// The store the app is done with, held until the process exits.
    private static var leftStore: WalletStore?

    /// Ends the app's use of `store`: closes its state journal (`FileJournal.close`) and keeps the store until
    /// the process exits, which reclaims its memory at once; freeing a million transactions a string at a time,
    /// only to exit, took about 17 ms of CPU at 1M. A test that opens and leaves another store releases this one.
    static func leave(_ store: WalletStore) {
        openedJournal?.close()
        openedJournal = nil
        leftStore = store
    }

    /// Waits at most a tenth of a second for a data image being written in the background (an unfinished one is
    /// dropped, and a later start writes it); one trace line when it was not written (a cache folder that cannot
    /// be written is skipped, never an error).
    static func finishImage() {
        guard let wait = imageWait else { return }
        imageWait = nil
        if let failure = wait(0.1) {
            Trace.record(.store, "data image not written: \(failure)")
        }
    }

    /// What a user can do about a saved state that is damaged or not trusted, on the line after the refusal.
    nonisolated static let stateWayOut =
        "\nTo go on, restore the state files from a backup, or run again with --reset to start over from MockData"
        + " (this discards the saved changes)."

    /// Builds the app component and router on `store` and runs the shell until it ends, starting at the sign-in screen.
    /// `clock` and `codeGenerator` are for in-process tests; the command line always uses the real ones, and passes
    /// `zone`, the user's time zone read once from the environment (in-process tests run in UTC unless they pin one),
    /// and on a terminal `drawsInPlace` (`AppShell`); `interface` is the View that draws (`--ui`).
    static func runShell(
        store: WalletStore, reader: any LineReader, writer: any LineWriter,
        clock: any WallClock = SystemClock(), codeGenerator: any CodeGenerator = RandomCodeGenerator(),
        zone: TimeZone = SwippyDate.utc, drawsInPlace: Bool = false, interface: UserInterface = .text,
        context: @escaping () -> RenderContext
    ) -> ExitCode {
        let notices = NoticeBoard()
        guard !store.wallet.users.isEmpty else {
            StandardError.write("swippy: the data has no users\n")
            return .badData
        }
        let component = AppComponent(
            store: store, notices: notices, clock: clock, codeGenerator: codeGenerator, timeZone: zone,
            height: {
                let drawn = context()
                return (drawn.height, drawn.width)
            })
        let router = AppRouter(component: component)
        router.start()
        let session = component.session
        let shell = AppShell(
            navigator: router.navigator, reader: reader, writer: writer, notices: notices, gate: router,
            drawsInPlace: drawsInPlace, interface: interface
        ) {
            // The signed-in user's colour setting can only turn colour off where the terminal would allow it.
            var drawn = context()
            if session.isSignedIn, store.wallet.settings(of: session.userID).colorEnabled == false {
                drawn.colorEnabled = false
            }
            return drawn
        }
        if let fatal = shell.run() {
            StandardError.write("swippy: \(fatal.message)\n")
            return fatal.code
        }
        return .ok
    }
}
