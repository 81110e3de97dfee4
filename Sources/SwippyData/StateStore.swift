import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where user changes are kept between runs. Modules never see it: they get repositories.
public protocol StateStore: AnyObject {
    /// The saved state, or nil when nothing was saved yet.
    func load() throws(DataFileError) -> SavedState?
    /// Replaces the saved state whole.
    func save(_ state: SavedState) throws(DataFileError)
    /// Discards the saved state.
    func reset() throws(DataFileError)
    /// Runs `body` while holding an exclusive lock shared with every other process using the same
    /// state, waiting as long as another holds it.
    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T
    /// The saved state when another process saved since this store last loaded or saved it, else nil.
    func loadIfChanged() throws(DataFileError) -> SavedState?
}
