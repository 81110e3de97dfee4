import Foundation
import SwippyData
import Testing

@testable import SwippyStorage

/// Transaction columns as a data image holds them, written and opened from a mapped file as the image's are.
enum ImageColumnsFile {
    /// The columns of `transactions` followed by `index` (a history index's image bytes); nil when they
    /// cannot be written.
    static func bytes(of transactions: TransactionLog, index: [UInt8] = []) -> [UInt8]? {
        var writer = ImageBytesWriter()
        guard TransactionImageColumns.write(transactions, index: { index }, into: &writer) else { return nil }
        return writer.bytes
    }

    /// The rows the columns in `bytes` hold, read from a mapped file; the file is removed (the mapping stays).
    static func open(_ bytes: [UInt8]) throws -> ImageTransactions {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("columns-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try MappedFile(url)
        var reader = ImageBytesReader(file.buffer)
        let rows = try TransactionImageColumns.open(&reader, in: file)
        #expect(reader.offset == bytes.count)
        return rows
    }
}
