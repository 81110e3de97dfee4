import Foundation

extension UnsafeRawBufferPointer {
    /// The little-endian integer at item `index` of a region of equal-sized integers.
    @inline(__always)
    func item<T: FixedWidthInteger>(_ index: Int, as _: T.Type) -> T {
        T(littleEndian: loadUnaligned(fromByteOffset: index * MemoryLayout<T>.size, as: T.self))
    }
}
