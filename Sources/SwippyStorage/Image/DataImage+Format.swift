import Foundation
import SwippyData

extension DataImage {
    /// The image's bytes, in memory (`write` streams them to the file instead).
    static func encode(_ data: MockData, fingerprint: String, stamp: ImageStamp) -> [UInt8]? {
        var writer = ImageBytesWriter()
        guard write(data, fingerprint: fingerprint, stamp: stamp, into: &writer) else { return nil }
        let seal = writer.bytes.withUnsafeBytes {
            ImageSeal.of(UnsafeRawBufferPointer(rebasing: $0[sealedFrom...]))
        }
        writer.set(UInt64(writer.bytes.count), at: 16)
        writer.set(seal, at: 24)
        return writer.bytes
    }

    /// Appends the image to `writer`, its length and seal left zero for the sink to set: the header, the records
    /// other than cards and transactions as one compact JSON text (a few hundred KiB at any size), the cards
    /// (`ImageCards`), then the transactions' columns and their history index. False when the data cannot be
    /// imaged.
    static func write(_ data: MockData, fingerprint: String, stamp: ImageStamp, into writer: inout some ImageSink)
        -> Bool
    {
        var records = ImageRecords(data)
        records.wallet.transactions = []
        records.wallet.cards = []
        let encoder = JSONEncoder.swippy()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let json = try? encoder.encode(records) else { return false }
        writer.append(raw: magic)
        writer.append(version)
        writer.append(UInt32(0))
        writer.append(UInt64(0))  // the length, set below
        writer.append(UInt64(0))  // the seal, set below
        writer.append(raw: fingerprintBytes(fingerprint))
        for word in stamp.bytes { writer.append(word) }
        writer.append(UInt64(json.count))
        writer.append(raw: json)
        ImageCards.write(data.wallet.cards, into: &writer)
        let index = { HistoryLists.built(from: data.wallet).imageBytes() }
        return TransactionImageColumns.write(data.wallet.transactions, index: index, into: &writer)
    }

    /// The data in an image's bytes, the fingerprint they record and their seal, or why they are refused. Checked
    /// in order: magic and version, length, the program's stamp, the data file's stamp (or with `fingerprint`,
    /// the fingerprint), seal; then what they hold must decode, fill the image exactly, and pass `DataValidation`.
    static func decode(_ file: MappedFile, stamp: ImageStamp, fingerprint: String?, path: String)
        throws(DataImageRefusal) -> (data: MockData, fingerprint: String, seal: UInt64)
    {
        let buffer = file.buffer
        guard buffer.count >= magic.count + 4 else { throw buffer.isEmpty ? .truncated : .foreign }
        var reader = ImageBytesReader(buffer, at: magic.count)
        guard buffer.prefix(magic.count).elementsEqual(magic), try reader.read(UInt32.self) == version else {
            throw .foreign
        }
        guard buffer.count >= headerSize else { throw .truncated }
        guard try reader.read(UInt32.self) == 0 else { throw .foreign }
        guard try reader.read(UInt64.self) == UInt64(buffer.count) else { throw .truncated }
        let seal = try reader.read(UInt64.self)
        let recorded = try reader.region(32)
        var words: [UInt64] = []
        for _ in 0..<(ImageStamp.size / 8) { words.append(try reader.read(UInt64.self)) }
        let written = ImageStamp(words: words)
        guard written.program == stamp.program else { throw .otherBuild }
        if let fingerprint {
            guard recorded.elementsEqual(fingerprintBytes(fingerprint)) else { throw .stale }
        } else {
            guard written.dataFile == stamp.dataFile else { throw .stale }
        }
        // What the image holds is read while the seal is taken (the readers refuse, never trap, on any bytes);
        // a seal that does not match is the refusal, whatever the reading found.
        let pending = ImageSeal.Pending(UnsafeRawBufferPointer(rebasing: buffer[sealedFrom...]), of: file)
        let data = Result { () throws(DataImageRefusal) in try contents(&reader, file: file, path: path) }
        guard pending.value() == seal else { throw .corrupt("its seal does not match its bytes") }
        return (try data.get(), String(decoding: recorded.prefix { $0 != 0 }, as: UTF8.self), seal)
    }

    // MARK: - Private

    /// The records, the cards and the transactions' columns after the header, which must end the image, checked
    /// as `decode` says.
    private static func contents(_ reader: inout ImageBytesReader, file: MappedFile, path: String)
        throws(DataImageRefusal) -> MockData
    {
        let json = try reader.region(try reader.count(bytesEach: 1))
        let records: ImageRecords
        do {
            records = try JSONFile.decode(ImageRecords.self, from: json, file: path)
        } catch {
            throw .corrupt(error.description)
        }
        var data = records.mockData
        data.wallet.cards = try ImageCards.read(&reader)
        data.wallet.transactions = TransactionLog(stored: try TransactionImageColumns.open(&reader, in: file))
        guard reader.offset == file.buffer.count else { throw .corrupt("bytes follow its last column") }
        if let problem = DataValidation.firstProblem(
            wallet: data.wallet, reference: data.reference, transactions: .passed)
        {
            throw .corrupt("\(problem.path): \(problem.message)")
        }
        return data
    }

    /// The fingerprint's text in the header's 32 bytes, zero-padded.
    private static func fingerprintBytes(_ fingerprint: String) -> [UInt8] {
        let text = Array(fingerprint.utf8.prefix(32))
        return text + [UInt8](repeating: 0, count: 32 - text.count)
    }
}
