import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

/// An image is trusted only when this user's Swippy made it: one forged with its seal recomputed (which needs no
/// key) is refused, as is one owned by another user (never read) or kept in a folder that is not the user's
/// alone; a looser cache folder of the user's is made 0700. A refused image is named in one line, the file is
/// parsed, and a saved state on the data still opens: no `--reset` is needed or advised.
@Suite("Data image trust")
struct DataImageTrustTests {
    let folder: URL
    let environment: [String: String]
    let parsed: (data: MockData, fingerprint: String)

    init() throws {
        folder = try RepositoryFiles.temporaryDirectory("swippy-image-trust")
        environment = [
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        ]
        parsed = try MockDataLoader.load(from: RepositoryFiles.mockDataURL)
    }

    /// Savings changed to 925000.5 and the seal recomputed, as anyone can: the image is not trusted, and the
    /// data is the parsed data.
    @Test func aForgedImageWithItsSealRecomputed_isRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try written()
        try forge(image)
        let loaded = try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image)
        #expect(loaded.image == .untrusted("your image key does not vouch for it"))
        #expect(loaded.data == parsed.data)
        #expect(savings(loaded.data.wallet) == Decimal(string: "125000.5"))
        // The same bytes unforged but with the voucher of another key are refused too.
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        try Data(repeating: 7, count: 32).write(to: image.voucherURL)
        #expect(try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image).image != nil)
    }

    @Test func aLooserCacheFolder_isMadePrivate_whenWrittenOrRead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try #require(DataImage(dataFile: RepositoryFiles.mockDataURL, environment: environment))
        let cache = image.url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        chmod(cache.path, 0o777)
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        #expect(try mode(of: cache) == 0o700)
        chmod(cache.path, 0o755)
        #expect(try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image).image == nil)
        #expect(try mode(of: cache) == 0o700)
    }

    /// Through the owner seam: an image owned by anyone but the user is refused before it is read (a file of
    /// garbage gives the same refusal, not a format one), and a folder of another user's is not written.
    @Test func anImageOfAnotherUser_isNeverRead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var image = try written()
        image.user = geteuid() &+ 1
        let refusal = DataImageRefusal.untrusted("owned by another user, so not read")
        #expect(try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image).image == refusal)
        try Data("garbage".utf8).write(to: image.url)
        let loaded = try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image)
        #expect(loaded.image == refusal)
        #expect(loaded.data == parsed.data)
        #expect(throws: DataFileError.self) { try image.write(parsed.data, fingerprint: parsed.fingerprint) }
        #expect(try Data(contentsOf: image.url) == Data("garbage".utf8))
    }

    /// A forged image under a saved state: the state opens on the parsed data, one notice of at most 200
    /// characters names the image, none advises `--reset`, and a new image is written that the next start takes.
    /// (The shipped data followed by a mebibyte of blank lines, so that the assembly images it.)
    @Test func aForgedImageUnderASavedState_isNamed_andTheStateOpens() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("MockData.json")
        let blank = Data(repeating: UInt8(ascii: "\n"), count: StoreAssembly.imageMinimumBytes)
        try (Data(contentsOf: RepositoryFiles.mockDataURL) + blank).write(to: data)
        let state = folder.appendingPathComponent("state.json").path
        let first = try assembly(state: state, data: data).open()
        try first.store.update { $0.settings.colorEnabled = false }
        #expect(first.imageWait?(.infinity) == nil)
        first.stateFile?.close()
        let image = try #require(DataImage(dataFile: data, environment: environment))
        try forge(image)
        var notices: [String] = []
        var forged = assembly(state: state, data: data)
        forged.onNotice = { notices.append($0) }
        let opened = try forged.open()
        #expect(savings(opened.store.wallet) == Decimal(string: "125000.5"))
        #expect(opened.store.wallet.settings.colorEnabled == false)
        #expect(opened.imageWait?(.infinity) == nil)
        opened.stateFile?.close()
        let notice = try #require(notices.first)
        #expect(notices.count == 1)
        #expect(notice.count <= 200 && !notice.contains("\n") && !notice.contains("--reset"))
        #expect(notice.hasPrefix("data image \(image.url.lastPathComponent) refused (not trusted"))
        #expect(try MockDataLoader.load(from: data, image: image).image == nil)
    }

    // MARK: - Private

    private func written() throws -> DataImage {
        let image = try #require(DataImage(dataFile: RepositoryFiles.mockDataURL, environment: environment))
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        return image
    }

    private func assembly(state: String, data: URL) -> StoreAssembly {
        var assembly = StoreAssembly(environment: environment)
        assembly.dataPath = data.path
        assembly.statePath = state
        return assembly
    }

    /// Asha's Savings made 925000.5 in the image's records, and the seal recomputed over the changed bytes.
    private func forge(_ image: DataImage) throws {
        var bytes = try [UInt8](Data(contentsOf: image.url))
        let from = Array("\"balance\":125000.5".utf8)
        let at = try #require(bytes.firstRange(of: from))
        bytes.replaceSubrange(at, with: Array("\"balance\":925000.5".utf8))
        let seal = bytes.withUnsafeBytes { ImageSeal.of(UnsafeRawBufferPointer(rebasing: $0[DataImage.sealedFrom...])) }
        withUnsafeBytes(of: seal.littleEndian) { bytes.replaceSubrange(24..<32, with: $0) }
        try Data(bytes).write(to: image.url)
    }

    private func savings(_ wallet: WalletState) -> Decimal? {
        wallet.accounts.first { $0.id == "acc-asha-savings" }?.balance
    }

    private func mode(of url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }
}
