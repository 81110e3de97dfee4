import Foundation

/// Re-tightens the state's permissions each time Swippy opens it: its files to 0600, and its folder to
/// 0700 when the folder is Swippy's own (it holds a saved state and nothing but the state's files), so a
/// folder given with `--state` that holds other things is never changed. Only regular files and folders
/// owned by this user are changed, never through a link; anything else is left as it is.
enum StatePermissions {
    /// Tightens `files` (paths of the state's files; missing ones are skipped) and their `folder`; returns
    /// the names of what had to be tightened, empty when everything was already private.
    static func tighten(files: [String], folder: String, stateName: String) -> [String] {
        var tightened: [String] = []
        for path in files where tighten(path, mode: 0o600, directory: false) {
            tightened.append((path as NSString).lastPathComponent)
        }
        if isOwnFolder(folder, stateName: stateName), tighten(folder, mode: 0o700, directory: true) {
            tightened.append((folder as NSString).lastPathComponent + "/")
        }
        return tightened
    }

    /// The notice for `names`: one line.
    static func notice(_ names: [String], folder: String) -> String {
        "Swippy made its state private again: \(names.joined(separator: ", ")) in \(folder) could be read or changed "
            + "by other users; now only you can."
    }

    /// True when `folder` holds the state (`stateName`) and its entries are all the state's files (it and
    /// its siblings, and temporary files of a save).
    static func isOwnFolder(_ folder: String, stateName: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.contains(stateName) else {
            return false
        }
        return names.allSatisfy { name in
            name.hasPrefix(stateName) || (name.hasPrefix("." + stateName + ".") && name.hasSuffix(".tmp"))
        }
    }

    /// Sets `mode` on `path` when group or others have any access to it; true when it did.
    private static func tighten(_ path: String, mode: mode_t, directory: Bool) -> Bool {
        var flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK
        if directory { flags |= O_DIRECTORY }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        let kind: mode_t = directory ? S_IFDIR : S_IFREG
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == kind, info.st_uid == geteuid(),
            info.st_mode & 0o077 != 0
        else { return false }
        return fchmod(descriptor, mode) == 0
    }
}
