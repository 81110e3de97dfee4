import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

/// An image write with its Nth `write`, `fsync` or `rename` (or the Nth of any call) failing, once or sticky,
/// with `ENOSPC` and `EIO`, at every call, over no image and over an older whole one: the write fails in one
/// line or succeeds, the next start reads a whole image or none (never a corrupt or cut one), the data it
/// answers is the parsed data, and the next write succeeds.
@Suite("Data image under faults")
struct ImageFaultTests {
    let parsed: (data: MockData, fingerprint: String)

    init() throws {
        parsed = try MockDataLoader.load(from: RepositoryFiles.mockDataURL)
    }

    @Test(arguments: [FaultInjectionTests.Call.any, .write, .fsync, .rename], [false, true])
    func everyCallFailing_leavesAWholeImageOrNone(call: FaultInjectionTests.Call, overAnOlderImage: Bool) throws {
        let calls = try write(call: call, failAt: nil, failure: EIO, sticky: false, overAnOlderImage: false)
        #expect(calls > 0)
        print("Image fault \(call.rawValue)\(overAnOlderImage ? " over an older image" : ""): \(calls) calls")
        for failure in [ENOSPC, EIO] {
            for sticky in [false, true] {
                for number in 0..<calls {
                    _ = try write(
                        call: call, failAt: number, failure: failure, sticky: sticky,
                        overAnOlderImage: overAnOlderImage)
                }
            }
        }
    }

    /// Writes the image in a new cache folder with the fault given, checks what the next start reads, and
    /// returns how many calls of `call` the write made.
    func write(call: FaultInjectionTests.Call, failAt: Int?, failure: Int32, sticky: Bool, overAnOlderImage: Bool)
        throws -> Int
    {
        let folder = try RepositoryFiles.temporaryDirectory("swippy-image-fault")
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try #require(
            DataImage(
                dataFile: RepositoryFiles.mockDataURL,
                environment: [
                    "XDG_CACHE_HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                ]))
        if overAnOlderImage { try image.write(parsed.data, fingerprint: parsed.fingerprint) }
        let recorder = PowerLossTests.Recorder(failAt: failAt, failure: failure, counts: call.takes, sticky: sticky)
        let cache = image.url.deletingLastPathComponent().path
        FileEvents.observe(cache) { recorder.record($0) }
        do {
            try image.write(parsed.data, fingerprint: parsed.fingerprint)
        } catch {
            #expect(!error.description.contains("\n"))
        }
        FileEvents.stopObserving(cache)
        let loaded = try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image)
        let context = "\(call) at \(failAt ?? -1), \(sticky ? "sticky" : "once") \(failure)"
        // A whole image whose voucher was not written is not trusted, and parsed over like none.
        let untrusted = if case .untrusted = loaded.image { true } else { false }
        #expect(
            loaded.image == nil || loaded.image == .missing || untrusted,
            "\(context): \(String(describing: loaded.image))")
        #expect(loaded.data == parsed.data, "\(context)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).allSatisfy { !$0.hasSuffix(".tmp") })
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        #expect(try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image).image == nil)
        return recorder.events.filter(call.takes).count
    }
}
