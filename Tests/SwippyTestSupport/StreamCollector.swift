import Foundation

/// The bytes of one pipe, read to its end on a thread of its own.
public final class StreamCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let ended = DispatchSemaphore(value: 0)

    public init() {}

    /// Starts reading `handle` until end of file.
    public func collect(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
            }
            ended.signal()
        }
    }

    /// What was read so far, as text.
    public var text: String {
        lock.withLock { String(decoding: data, as: UTF8.self) }
    }

    /// Everything the pipe carried, once it has ended.
    public func finished() -> String {
        ended.wait()
        return text
    }
}
