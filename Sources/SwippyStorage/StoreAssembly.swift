import Foundation
import SwippyData

/// The engine assembled for one run: the MockData file loaded (from its data image when one fits), the state
/// journal opened (a file, or memory only), and the `WalletStore` over them with its history index.
///
/// The host sets where the files are and how to treat them, and hooks in what it shows: a progress line while
/// the data loads, a line while another process saves, its trace. `open()` does the rest, in this order: load
/// the data, open (and with `reset`, empty) the state, check it can be written, build the store, then say
/// whether the data image was used and start writing a new one when it was not.
public struct StoreAssembly {
    /// The MockData file; nil looks where `MockDataLoader.defaultLocation()` looks.
    public var dataPath: String?
    /// The state journal; nil takes `FileJournal.defaultURL(environment:)`.
    public var statePath: String?
    /// Changes are kept in memory only: no state file is read or written, and no data image is written.
    public var ephemeral = false
    /// The saved state is discarded before the store opens (MockData as it is).
    public var reset = false
    /// The data image beside the data file is read when it fits, and written when it does not; false always
    /// parses. A data file under `imageMinimumBytes` is always parsed and never imaged.
    public var usesImage = true
    /// Below this size (the shipped data's) reading an image saves about nothing over parsing, while writing one
    /// adds to the first start most of what a parse costs.
    public static let imageMinimumBytes = 1 << 20
    /// The history index is built on another thread at once, instead of when first asked for.
    public var prepareIndex = false
    /// The process environment: where the state and the image cache live.
    public var environment: [String: String]

    /// Runs the load of the data file `file` of `size` bytes, calling `load` once (a host shows a progress
    /// line around it). By default it just calls `load`.
    public var loading: Loading
    /// Called once when a save has waited about a second for another process's lock (the waiting goes on).
    public var onWait: () -> Void = {}
    /// One line when opening the state had to make its files private again, or a data image was not trusted.
    public var onNotice: (String) -> Void = { _ in }
    /// The journal the store saves through, given the one opened and whether it is in memory: a host may wrap
    /// it (to trace every save). By default the journal itself.
    public var journal: (_ opened: any WalletJournal, _ inMemory: Bool) -> any WalletJournal = { opened, _ in opened }
    /// One line saying the data image was read, or refused and why (never when there was none).
    public var onImage: (String) -> Void = { _ in }

    /// How a host runs the data file's load: `file`, its `size` in bytes, and the `load` to call once.
    public typealias Loading = (
        _ file: URL, _ size: Int, _ load: () throws(DataFileError) -> Void
    ) throws(DataFileError) -> Void

    /// Waits at most `seconds` for a data image being written in the background: nil when it was written, else
    /// why not (`DataImageWrite.wait`).
    public typealias ImageWait = @Sendable (_ seconds: Double) -> String?

    /// An assembly in `environment` with the defaults: the default data and state files, saved to disk, the
    /// data image used, no hooks.
    public init(environment: [String: String]) {
        self.environment = environment
        self.loading = { _, _, load throws(DataFileError) in try load() }
    }

    /// The store, opened as set. Throws `.noDataFile` when no data file is given or found, `.data` when the
    /// data file cannot be used, `.state` when the saved state cannot be read, reset or written.
    public func open() throws(StoreAssemblyError) -> AssembledStore {
        let dataURL = try locateData()
        let size = MockDataLoader.size(of: dataURL)
        let imaged = usesImage && size >= Self.imageMinimumBytes
        let image = imaged ? DataImage(dataFile: dataURL, environment: environment) : nil
        var loaded: (data: MockData, fingerprint: String, image: DataImageRefusal?)?
        do {
            try loading(dataURL, size) { () throws(DataFileError) in
                loaded = try MockDataLoader.load(from: dataURL, image: image)
            }
        } catch {
            throw .data(error)
        }
        guard let loaded else { throw .data(.missing(file: dataURL.path)) }
        let stateURL = statePath.map { URL(fileURLWithPath: $0) } ?? FileJournal.defaultURL(environment: environment)
        do {
            let stateFile = try openStateFile(at: stateURL)
            let persistence = JournaledStateStore(
                journal: journal(stateFile ?? MemoryJournal(keepsSaved: false), ephemeral),
                fingerprint: loaded.fingerprint, reference: loaded.data.reference, stateFile: stateURL.path)
            let index = AppendedHistoryIndex()
            let store = try WalletStore(mockData: loaded.data, persistence: persistence, index: index)
            if prepareIndex { index.prepare(store.wallet) }
            stateFile?.opened()
            let imageWait = image.flatMap {
                use($0, refusal: loaded.image, writing: ephemeral ? nil : loaded.data, fingerprint: loaded.fingerprint)
            }
            return AssembledStore(store: store, stateFile: stateFile, imageWait: imageWait)
        } catch {
            throw .state(error)
        }
    }

    // MARK: - Private

    private func locateData() throws(StoreAssemblyError) -> URL {
        if let dataPath { return URL(fileURLWithPath: dataPath) }
        guard let found = MockDataLoader.defaultLocation() else { throw .noDataFile }
        return found
    }

    /// The state file at `url`, reset when asked and checked writable; nil when the run is ephemeral.
    private func openStateFile(at url: URL) throws(DataFileError) -> FileJournal? {
        guard !ephemeral else { return nil }
        let file = FileJournal(url: url, onWait: onWait, onNotice: onNotice)
        if reset { try file.reset() }
        try file.checkWritable()
        return file
    }

    /// Says whether the data came from `image`; when it did not and `writing` is given (the data as parsed),
    /// starts writing a new image of it in the background and returns the wait for that write.
    private func use(
        _ image: DataImage, refusal: DataImageRefusal?, writing: MockData?, fingerprint: String
    ) -> ImageWait? {
        guard let refusal else {
            onImage("data image \(image.url.lastPathComponent) read instead of parsing")
            return nil
        }
        let line = "data image \(image.url.lastPathComponent) refused (\(refusal)); the file was parsed"
        if case .untrusted = refusal { onNotice(line + (writing == nil ? "" : " and a new image is written")) }
        if refusal != .missing { onImage(line) }
        guard let writing else { return nil }
        let pending = image.writeInBackground(writing, fingerprint: fingerprint)
        return { pending.wait(upTo: $0) }
    }
}

/// What `StoreAssembly.open()` made: the store, and what the host ends when it is done with it.
public struct AssembledStore {
    /// The wallet store, ready.
    public let store: WalletStore
    /// The state file the store saves to (nil when ephemeral): the host closes it when it leaves the store.
    public let stateFile: FileJournal?
    /// When a new data image is being written in the background, the wait for it, which the host calls before
    /// exiting, for at most a tenth of a second: nil when the image was written, else why not (one line).
    public let imageWait: StoreAssembly.ImageWait?
}

/// Why `StoreAssembly.open()` failed.
public enum StoreAssemblyError: Error, Equatable {
    /// No data file was given and none was found where one is looked for.
    case noDataFile
    /// The data file cannot be used (missing, unreadable, invalid).
    case data(DataFileError)
    /// The saved state cannot be read, reset or written.
    case state(DataFileError)
}
