import Foundation
import SwippyCore
import SwippyData
import SwippyStorage

/// The steps between parsed flags and a running shell, shared by `main` and the tests.
@MainActor
enum AppLaunch {
    /// Loads the data file and the saved state, honouring --data, --state, --ephemeral and --reset.
    /// With `traced`, every save is also a trace line. With `prepareIndex` (a person at a terminal), the history
    /// index is built on another thread while the first screen waits for them, so home after sign-in does not
    /// wait for it; piped input has its next line ready at once, and the index is built when first asked.
    static func openStore(
        options: CommandLineOptions, environment: [String: String], traced: Bool = false, prepareIndex: Bool = false
    ) throws(AppExit) -> WalletStore {
        let dataURL: URL
        if let path = options.dataPath {
            dataURL = URL(fileURLWithPath: path)
        } else if let found = MockDataLoader.defaultLocation() {
            dataURL = found
        } else {
            throw AppExit(
                code: .badData,
                message: "MockData/MockData.json: file not found; run from the Swippy folder or pass --data FILE")
        }
        let image = options.noCache ? nil : DataImage(dataFile: dataURL, environment: environment)
        let loaded: (data: MockData, fingerprint: String, image: DataImageRefusal?)
        do {
            let size = MockDataLoader.size(of: dataURL)
            loaded = try ProgressLine.run(
                "Loading \(dataURL.lastPathComponent) (\(ProgressLine.size(size)))", of: size,
                counted: ProgressLine.size
            ) {
                () throws(DataFileError) in try MockDataLoader.load(from: dataURL, image: image)
            }
        } catch {
            throw AppExit(code: .badData, message: error.description)
        }
        let stateURL =
            options.statePath.map { URL(fileURLWithPath: $0) } ?? FileJournal.defaultURL(environment: environment)
        let journal: any WalletJournal
        var stateFile: FileJournal?
        do {
            if options.ephemeral {
                journal = MemoryJournal(keepsSaved: false)
            } else {
                let file = FileJournal(url: stateURL) {
                    StandardError.write("Waiting for another Swippy to finish saving…\n")
                } onNotice: { notice in
                    StandardError.write(notice + "\n")
                }
                if options.reset { try file.reset() }
                try file.checkWritable()
                journal = file
                stateFile = file
            }
            let persistence = JournaledStateStore(
                journal: traced ? TracedJournal(journal, inMemory: options.ephemeral) : journal,
                fingerprint: loaded.fingerprint,
                reference: loaded.data.reference, stateFile: stateURL.path)
            let index = AppendedHistoryIndex()
            let store = try WalletStore(mockData: loaded.data, persistence: persistence, index: index)
            if prepareIndex { index.prepare(store.wallet) }
            stateFile?.opened()
            if let image {
                useImage(
                    image, refusal: loaded.image, writing: options.ephemeral ? nil : loaded.data,
                    fingerprint: loaded.fingerprint)
            }
            openedJournal = stateFile
            return store
        } catch {
            if case .unwritable = error { throw AppExit(code: .cannotWrite, message: error.description) }
            throw AppExit(code: .badData, message: error.description + stateWayOut)
        }
    }

    /// The data image being written in the background, if one is.
    private static var imageWrite: DataImageWrite?
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

    /// Says in the trace whether the data came from its image; when it did not and `writing` is given (the
    /// data as parsed), starts writing a new image of it in the background. Never blocks the first screen.
    private static func useImage(
        _ image: DataImage, refusal: DataImageRefusal?, writing: MockData?, fingerprint: String
    ) {
        guard let refusal else {
            Trace.record(.store, "data image \(image.url.lastPathComponent) read instead of parsing")
            return
        }
        if refusal != .missing {
            Trace.record(.store, "data image \(image.url.lastPathComponent) refused (\(refusal)); the file was parsed")
        }
        if let writing { imageWrite = image.writeInBackground(writing, fingerprint: fingerprint) }
    }

    /// Waits for a data image being written in the background; one trace line when it could not be written
    /// (a cache folder that cannot be written is skipped, never an error).
    static func finishImage() {
        guard let pending = imageWrite else { return }
        imageWrite = nil
        if let failure = pending.wait() {
            Trace.record(.store, "data image not written: \(failure)")
        }
    }

    /// What a user can do about a saved state that is damaged or not trusted, said on the same line.
    nonisolated static let stateWayOut =
        ". To go on, restore the state files from a backup, or run again with --reset to start over from MockData"
        + " (this discards the saved changes)"

    /// Builds the app component and router on `store` and runs the shell until it ends, starting at the sign-in screen.
    /// `clock` and `codeGenerator` are for in-process tests; the command line always uses the real ones, and passes
    /// `zone`, the user's time zone read once from the environment (in-process tests run in UTC unless they pin one).
    static func runShell(
        store: WalletStore, reader: any LineReader, writer: any LineWriter,
        clock: any WallClock = SystemClock(), codeGenerator: any CodeGenerator = RandomCodeGenerator(),
        zone: TimeZone = SwippyDate.utc, context: @escaping () -> RenderContext
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
            navigator: router.navigator, reader: reader, writer: writer, notices: notices, gate: component.sessionGate
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
