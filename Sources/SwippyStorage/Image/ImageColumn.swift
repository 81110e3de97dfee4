import Foundation

/// One region of a mapped image as a plain address and length, so threads can read it: the image stays mapped,
/// and nothing writes it, while the `MappedFile` holding it lives.
struct ImageColumn: Sendable {
    let address: UInt
    let count: Int

    init(_ buffer: UnsafeRawBufferPointer) {
        address = UInt(bitPattern: buffer.baseAddress)
        count = buffer.count
    }

    var buffer: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: address), count: count)
    }
}
