import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A data image written straight to its (temporary) file a piece at a time, its seal taken as the bytes go:
/// `ImageSeal` of every byte from `DataImage.sealedFrom` on (`ImageSeal.Stream`). Only a small buffer is held,
/// so writing an image beside a million transactions holds no second copy of it.
struct ImageFileWriter: ImageSink {
    /// Bytes gathered before they are written.
    static let bufferSize = 1 << 20

    private let descriptor: Int32
    private let path: String
    private var buffer: [UInt8] = []
    private var seal = ImageSeal.Stream()
    /// How many bytes were written to the file.
    private(set) var written = 0
    /// False once a write failed (`errno` tells why); everything after is dropped.
    private(set) var healthy = true

    /// A writer onto the open file `descriptor` (at `path`), from its start.
    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        buffer.reserveCapacity(Self.bufferSize)
    }

    mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { buffer.append(contentsOf: $0) }
        if buffer.count >= Self.bufferSize { flush() }
    }

    mutating func append(raw: some Collection<UInt8>) {
        guard raw.count >= Self.bufferSize else {
            buffer.append(contentsOf: raw)
            if buffer.count >= Self.bufferSize { flush() }
            return
        }
        flush()
        let wrote =
            raw.withContiguousStorageIfAvailable { bytes -> Bool in
                put(UnsafeRawBufferPointer(bytes))
                return true
            } ?? false
        if !wrote { put(Array(raw)) }
    }

    func reserve(_ count: Int) {}

    /// Writes what is buffered; then the file's length and seal over the header's zeros (at 16 and 24).
    /// False when any write failed.
    mutating func finish() -> Bool {
        flush()
        guard healthy else { return false }
        let seal = self.seal.finish()
        for (value, offset) in [(UInt64(written), 16), (seal, 24)] {
            let bytes = withUnsafeBytes(of: value.littleEndian) { Array($0) }
            guard FileEvents.allow(.write(path, offset: offset, bytes: bytes)),
                bytes.withUnsafeBytes({ pwrite(descriptor, $0.baseAddress, 8, off_t(offset)) }) == 8
            else { return false }
        }
        return true
    }

    // MARK: - Private

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        let pending = buffer
        buffer.removeAll(keepingCapacity: true)
        put(pending)
    }

    private mutating func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { put($0) }
    }

    private mutating func put(_ bytes: UnsafeRawBufferPointer) {
        guard healthy, let base = bytes.baseAddress else { return }
        let start = written
        let sealed = max(0, DataImage.sealedFrom - start)
        if sealed < bytes.count { seal.update(UnsafeRawBufferPointer(rebasing: bytes[sealed...])) }
        guard FileEvents.allow(.write(path, offset: start, bytes: Array(bytes))) else {
            healthy = false
            return
        }
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, base + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                healthy = false
                return
            }
            offset += count
        }
        written += bytes.count
    }
}
