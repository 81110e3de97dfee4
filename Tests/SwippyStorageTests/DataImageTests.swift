import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

/// The data image: a whole image of the same file gives exactly the parsed data; every other image (missing, of
/// other data, of another format, cut, lengthened, any byte changed, or sealed but invalid) is refused and the
/// file is parsed instead, so what the loader answers is always the parsed data.
@Suite("Data image")
struct DataImageTests {
    let folder: URL
    let image: DataImage
    let parsed: (data: MockData, fingerprint: String)

    init() throws {
        folder = try RepositoryFiles.temporaryDirectory("swippy-image")
        image = try #require(
            DataImage(
                dataFile: RepositoryFiles.mockDataURL,
                environment: [
                    "XDG_CACHE_HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                ]))
        parsed = try MockDataLoader.load(from: RepositoryFiles.mockDataURL)
    }

    @Test func aWrittenImage_loadsExactlyTheParsedData() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        #expect(image.url.path.hasPrefix(folder.appendingPathComponent("swippy").path))
        let loaded = try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image)
        #expect(loaded.image == nil)
        #expect(loaded.fingerprint == parsed.fingerprint)
        #expect(loaded.data == parsed.data)
        for (read, original) in zip(loaded.data.wallet.transactions, parsed.data.wallet.transactions) {
            #expect(read.amount.description == original.amount.description)
        }
    }

    /// The image's columns have no place for a converted payment's other leg: data holding one is not imaged
    /// (every start parses it), never imaged without it.
    @Test func dataWithAConvertedPaymentsOtherLeg_isNotImaged() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var data = parsed.data
        let sent = try #require(data.wallet.transactions.first)
        let leg = OtherLeg(amount: 1, currency: "GBP", rate: Decimal(string: "0.0095") ?? 0, asOf: sent.date)
        data.wallet.transactions.append(
            Transaction(
                id: "t-leg", date: sent.date, accountID: sent.accountID, cardNumber: nil, direction: .debit,
                amount: 105, currency: "INR", counterparty: "Emma", category: "transfer", note: "",
                reference: "LEG1", otherLeg: leg))
        #expect(throws: DataFileError.self) { try image.write(data, fingerprint: parsed.fingerprint) }
        #expect(!FileManager.default.fileExists(atPath: image.url.path))
    }

    /// The image streamed to its file, sealed as it goes, is byte for byte the image made in memory.
    @Test func theStreamedImage_isTheImageMadeInMemory() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        let stamp = try #require(image.stamp)
        let encoded = try #require(DataImage.encode(parsed.data, fingerprint: parsed.fingerprint, stamp: stamp))
        #expect(try [UInt8](Data(contentsOf: image.url)) == encoded)
    }

    @Test func theImage_isMuchSmallerThanItsJSONAndPrivate() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        let attributes = try FileManager.default.attributesOfItem(atPath: image.url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let size = try #require(attributes[.size] as? Int)
        let json = try #require(
            try FileManager.default.attributesOfItem(atPath: RepositoryFiles.mockDataURL.path)[.size] as? Int)
        #expect(size < json)
    }

    @Test func noImage_isMissing_andTheFileIsParsed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectRefused(.missing)
    }

    /// An image made from another data file (another stamp) whose fingerprint is not this file's.
    @Test func anImageOfOtherData_isStale() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = try #require(image.stamp?.program)
        let elsewhere = ImageStamp(words: [program] + [UInt64](repeating: 7, count: 7))
        let bytes = try #require(DataImage.encode(parsed.data, fingerprint: "xxh64:0123456789abcdef", stamp: elsewhere))
        try FileManager.default.createDirectory(
            at: image.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: image.url)
        try expectRefused(.stale)
    }

    @Test func otherMagicOrVersion_isForeign() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for offset in [0, 7, 8, 11] {
            try image.write(parsed.data, fingerprint: parsed.fingerprint)
            try edit { $0[offset] ^= 0x01 }
            try expectRefused(.foreign)
        }
        try Data("{\"schema_version\": 1}".utf8).write(to: image.url)
        try expectRefused(.foreign)
    }

    @Test func anImageCutOrLengthened_isTruncated() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        let whole = try Data(contentsOf: image.url)
        for length in [0, 40, DataImage.headerSize, whole.count / 2, whole.count - 1] {
            try whole.prefix(length).write(to: image.url)
            try expectRefused(.truncated)
        }
        try (whole + [0]).write(to: image.url)
        try expectRefused(.truncated)
    }

    @Test func anyByteChanged_isRefused_andTheFileIsParsed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        let whole = try Data(contentsOf: image.url)
        // Every byte of the header, then bytes spread over the records and the columns.
        let step = max(1, (whole.count - DataImage.headerSize) / 97)
        let offsets =
            Array(0..<DataImage.headerSize) + Array(stride(from: DataImage.headerSize, to: whole.count, by: step))
            + [whole.count - 1]
        for offset in offsets {
            var changed = whole
            changed[offset] ^= 0x20
            try changed.write(to: image.url)
            let loaded = try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image)
            #expect(loaded.image != nil, "byte \(offset) changed, yet the image was used")
            #expect(loaded.data == parsed.data)
        }
    }

    /// The records beside the transactions are checked again as a parsed file's are. (The transactions were
    /// checked by this same build before it wrote them; an image of another build is refused.)
    @Test func aSealedImageOfInvalidData_isRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var broken = parsed.data
        broken.wallet.users.append(try #require(broken.wallet.users.first))
        let stamp = try #require(image.stamp)
        let bytes = try #require(DataImage.encode(broken, fingerprint: parsed.fingerprint, stamp: stamp))
        try FileManager.default.createDirectory(
            at: image.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: image.url)
        let loaded = try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image)
        guard case .corrupt(let reason) = loaded.image else {
            Issue.record("expected a corrupt image, got \(String(describing: loaded.image))")
            return
        }
        #expect(reason.contains("users"))
        #expect(loaded.data == parsed.data)
    }

    @Test func aCacheFolderThatCannotBeWritten_failsTheWriteInOneLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocked = folder.appendingPathComponent("file")
        try Data().write(to: blocked)
        let unwritable = try #require(
            DataImage(
                dataFile: RepositoryFiles.mockDataURL,
                environment: [
                    "XDG_CACHE_HOME": blocked.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                ]))
        let failure = try #require(unwritable.writeInBackground(parsed.data, fingerprint: parsed.fingerprint).wait())
        #expect(!failure.contains("\n"))
        #expect(!FileManager.default.fileExists(atPath: unwritable.url.path))
    }

    @Test func aBackgroundWrite_leavesAnImageTheNextLoadUses() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(image.writeInBackground(parsed.data, fingerprint: parsed.fingerprint).wait() == nil)
        #expect(try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image).image == nil)
    }

    /// A data file that is not the one the image was made from (another inode and times) but has the same
    /// bytes gives the image's data; one with other bytes is stale and parsed.
    @Test func theDataFilesStamp_spareTheHash_onlyWhileItIsTheSameFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("MockData.json")
        try FileManager.default.copyItem(at: RepositoryFiles.mockDataURL, to: copy)
        try cachedImage(of: copy).write(parsed.data, fingerprint: parsed.fingerprint)
        #expect(try MockDataLoader.load(from: copy, image: cachedImage(of: copy)).image == nil)

        let bytes = try Data(contentsOf: copy)
        try FileManager.default.removeItem(at: copy)
        try bytes.write(to: copy)
        let recopied = try MockDataLoader.load(from: copy, image: cachedImage(of: copy))
        #expect(recopied.image == nil)
        #expect(recopied.fingerprint == parsed.fingerprint)
        #expect(recopied.data == parsed.data)

        try (bytes + Data(" ".utf8)).write(to: copy)
        let edited = try MockDataLoader.load(from: copy, image: cachedImage(of: copy))
        #expect(edited.image == .stale)
        #expect(edited.fingerprint != parsed.fingerprint)
        #expect(edited.data == parsed.data)
    }

    /// An edit in place that keeps the size and puts the modification time back still changes the file's change
    /// time: the image is not taken for the edited file.
    @Test func anEditInPlace_withTheTimePutBack_isStale() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("MockData.json")
        try FileManager.default.copyItem(at: RepositoryFiles.mockDataURL, to: copy)
        try cachedImage(of: copy).write(parsed.data, fingerprint: parsed.fingerprint)
        let modified = try #require(
            try FileManager.default.attributesOfItem(atPath: copy.path)[.modificationDate] as? Date)
        var bytes = try Data(contentsOf: copy)
        let name = try #require(bytes.firstRange(of: Data("Asha".utf8)))
        bytes.replaceSubrange(name, with: Data("Isha".utf8))
        let handle = try FileHandle(forWritingTo: copy)
        try handle.write(contentsOf: bytes)
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: copy.path)
        let loaded = try MockDataLoader.load(from: copy, image: cachedImage(of: copy))
        #expect(loaded.image == .stale)
        #expect(loaded.data.wallet.users.contains { $0.name.hasPrefix("Isha") })
    }

    /// An image written by another build (another binary) is refused: that build may check data by other rules.
    @Test func anImageOfAnotherBuild_isRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = try #require(ImageStamp.current(dataFile: RepositoryFiles.mockDataURL.path, program: "/bin/sh"))
        #expect(other.program != image.stamp?.program)
        let bytes = try #require(DataImage.encode(parsed.data, fingerprint: parsed.fingerprint, stamp: other))
        try FileManager.default.createDirectory(
            at: image.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: image.url)
        try expectRefused(.otherBuild)
    }

    @Test func theCacheFolder_followsXDGThenHome() {
        let data = URL(fileURLWithPath: "/data/MockData.json")
        let xdg = DataImage(dataFile: data, environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])
        #expect(xdg?.url.deletingLastPathComponent().path == "/c/swippy")
        let relative = DataImage(dataFile: data, environment: ["XDG_CACHE_HOME": "c", "HOME": "/h"])
        #expect(relative?.url.deletingLastPathComponent().path == "/h/.cache/swippy")
        #expect(DataImage(dataFile: data, environment: [:]) == nil)
        let other = DataImage(dataFile: URL(fileURLWithPath: "/other/MockData.json"), environment: ["HOME": "/h"])
        #expect(other?.url.lastPathComponent != relative?.url.lastPathComponent)
    }

    // MARK: - Private

    private func expectRefused(_ refusal: DataImageRefusal, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let loaded = try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image)
        #expect(loaded.image == refusal, sourceLocation: sourceLocation)
        #expect(loaded.data == parsed.data, sourceLocation: sourceLocation)
    }

    /// The image of `data` in this test's cache folder, stamped now.
    private func cachedImage(of data: URL) throws -> DataImage {
        try #require(
            DataImage(
                dataFile: data,
                environment: [
                    "XDG_CACHE_HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                ]))
    }

    private func edit(_ change: (inout Data) -> Void) throws {
        var bytes = try Data(contentsOf: image.url)
        change(&bytes)
        try bytes.write(to: image.url)
    }
}
