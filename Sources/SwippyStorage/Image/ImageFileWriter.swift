import Foundation
import SwippyCrypto

/// A data image written straight to its (temporary) file a piece at a time, then sealed: its bytes from
/// `DataImage.sealedFrom` on read back (from the page cache) a 16 MiB piece at a time and hashed (`ImageSeal`).
/// Only a buffer is held, so writing an image beside a million transactions holds no second copy of it.
struct ImageFileWriter: ImageSink {
    /// Bytes gathered before they are written.
    static let bufferSize = 1 << 20

    private let descriptor: Int32
    private let path: String
    private var buffer: [UInt8] = []
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

    /// Writes what is buffered; then the file's length and seal over the header's zeros (at 16 and 24). The
    /// seal, or nil when any write failed.
    mutating func finish() -> UInt64? {
        flush()
        guard healthy, let seal = sealOfFile() else { return nil }
        for (value, offset) in [(UInt64(written), 16), (seal, 24)] {
            let bytes = withUnsafeBytes(of: value.littleEndian) { Array($0) }
            guard FileEvents.allow(.write(path, offset: offset, bytes: bytes)),
                bytes.withUnsafeBytes({ pwrite(descriptor, $0.baseAddress, 8, off_t(offset)) }) == 8
            else { return nil }
        }
        return seal
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
        guard FileEvents.allow(.write(path, offset: written, bytes: Array(bytes))) else {
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

    /// The seal of the bytes written, read back a piece at a time; nil when they cannot be read.
    private func sealOfFile() -> UInt64? {
        let reading = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard reading >= 0 else { return nil }
        defer { close(reading) }
        var piece = [UInt8](repeating: 0, count: min(ImageSeal.piece, written))
        var hashes: [UInt64] = []
        var offset = DataImage.sealedFrom
        while offset < written {
            let count = piece.withUnsafeMutableBytes {
                pread(reading, $0.baseAddress, min($0.count, written - offset), off_t(offset))
            }
            guard count > 0 else { return nil }
            hashes.append(piece.withUnsafeBytes { XXHash64.hash(UnsafeRawBufferPointer(rebasing: $0[..<count])) })
            offset += count
        }
        return ImageSeal.combined(hashes)
    }
}
