import Foundation
import Synchronization

/// A seam for the power-loss and fault-injection tests: every change the engine makes to a state file's
/// bytes or to the folder's names is reported here just before it is made, to whatever observes that
/// folder, which may make it fail with an `errno` (a full disk, a failed write or `fsync`). With nothing
/// observing, a report costs one uncontended lock.
enum FileEvents {
    /// One change to the files, as the engine makes it.
    enum Event: Sendable, Equatable {
        /// A new, empty file.
        case create(String)
        /// `bytes` written at `offset`, creating the file when there is none.
        case write(String, offset: Int, bytes: [UInt8])
        /// The file cut (or extended) to `length` bytes.
        case truncate(String, length: Int)
        /// The file's contents made durable.
        case sync(String)
        /// A file renamed over another, in one folder.
        case rename(String, to: String)
        /// The folder's names made durable.
        case syncFolder(String)
        /// A file removed.
        case remove(String)

        /// The path the event is about.
        var path: String {
            switch self {
            case .create(let path), .write(let path, _, _), .truncate(let path, _), .sync(let path),
                .rename(let path, _), .remove(let path):
                path
            case .syncFolder(let folder): folder + "/."
            }
        }
    }

    /// Decides about each event under a folder: nil lets it happen, an `errno` makes it fail.
    typealias Observer = @Sendable (Event) -> Int32?

    private static let observers = Mutex<[String: Observer]>([:])

    /// Starts reporting the events of files directly in `folder` to `observer`.
    static func observe(_ folder: String, _ observer: @escaping Observer) {
        observers.withLock { $0[folder] = observer }
    }

    /// Stops reporting the events of `folder`.
    static func stopObserving(_ folder: String) {
        _ = observers.withLock { $0.removeValue(forKey: folder) }
    }

    /// Reports the event `make` builds (only built when its folder is observed); returns true when it may
    /// happen, false with `errno` set when the observer made it fail.
    static func allow(_ make: @autoclosure () -> Event) -> Bool {
        let observer: Observer? = observers.withLock { all in
            guard !all.isEmpty else { return nil }
            return all[(make().path as NSString).deletingLastPathComponent]
        }
        guard let observer, let failure = observer(make()) else { return true }
        errno = failure
        return false
    }
}
