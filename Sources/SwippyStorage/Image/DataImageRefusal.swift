/// Why a data image was not used. The loader then reads MockData itself, as if there were no image, and
/// writes a new one.
public enum DataImageRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no image for this data file yet (or it cannot be read).
    case missing
    /// Not a Swippy data image of this format version (other magic bytes or version).
    case foreign
    /// An image of other data: its fingerprint is not the data file's.
    case stale
    /// Written by another build of Swippy, which may check data by other rules.
    case otherBuild
    /// Shorter or longer than the length its header records.
    case truncated
    /// Its seal does not match its bytes, or what it holds does not make a valid wallet.
    case corrupt(String)
    /// Not known to be this user's Swippy's: another user's file or folder, or one the user's key does not vouch
    /// for (`DataImage.voucher`); a forged image is this.
    case untrusted(String)

    public var description: String {
        switch self {
        case .missing: "no image yet"
        case .foreign: "not an image of this format version"
        case .stale: "an image of other data"
        case .otherBuild: "written by another build of Swippy"
        case .truncated: "its length is not the one its header records"
        case .corrupt(let reason): "corrupt: \(reason)"
        case .untrusted(let reason): "not trusted: \(reason)"
        }
    }
}
