import Foundation

/// How far a long piece of work has come, for a progress line: the work adds what it has done (bytes decoded,
/// rows scanned) now and then, from any thread; the line reads `done`, and hears each step through `onStep`.
/// The work finds its meter as `WorkProgress.current`, set around it by whoever shows the line; without one,
/// nothing is counted.
public final class WorkProgress: @unchecked Sendable {
    /// The meter of the work running in this task or thread, if anyone watches it. Work that spreads over
    /// other threads reads it first and hands it to them.
    @TaskLocal public static var current: WorkProgress?

    /// How often, in rows, a scan reports a step (a power of two).
    public static let rowStride = 1 << 12

    private let lock = NSLock()
    private var count = 0
    private let onStep: @Sendable () -> Void

    /// A meter at zero; `onStep` runs, on the working thread, after each step is added.
    public init(onStep: @escaping @Sendable () -> Void = {}) {
        self.onStep = onStep
    }

    /// What has been done so far.
    public var done: Int { lock.withLock { count } }

    /// Adds `amount` done.
    public func add(_ amount: Int) {
        lock.withLock { count += amount }
        onStep()
    }

    /// Runs `work` with `meter` as the current one.
    public static func watching<T, Failure: Error>(_ meter: WorkProgress, _ work: () throws(Failure) -> T)
        throws(Failure) -> T
    {
        let result: Result<T, Failure> = $current.withValue(meter) {
            Result { () throws(Failure) -> T in try work() }
        }
        return try result.get()
    }
}
