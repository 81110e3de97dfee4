import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

/// An image write with its Nth `write`, `fsync` or `rename` (or the Nth of any call) failing, once or sticky,
/// with `ENOSPC` and `EIO`, at every call, over no image and over an older whole one. Each write ends *written*
/// (it returned, and the next start reads the image) or *not written* (it threw one line, and the next start
/// parses the data: no image, or one refused as missing or not trusted); never a ghost (said failed, yet the
/// next start reads an image) nor lost (said written, yet the next start does not read it). The next start
/// never finds a cut or corrupt image, answers the parsed data, and the next write succeeds. The counts are
/// the rows of the image write's table in Sources/SwippyStorage/README.md (`ImageFaultTests+Table`).
@Suite("Data image under faults")
struct ImageFaultTests {
    /// How the image writes of one call and fault ended.
    struct Tally: Equatable {
        var written = 0, notWritten = 0, ghosts = 0, lost = 0
    }

    let parsed: (data: MockData, fingerprint: String)

    init() throws {
        parsed = try MockDataLoader.load(from: RepositoryFiles.mockDataURL)
    }

    @Test(arguments: [FaultInjectionTests.Call.any, .write, .fsync, .rename], [false, true])
    func everyCallFailing_writesTheImageOrSaysSo(call: FaultInjectionTests.Call, overAnOlderImage: Bool) throws {
        var clean = Tally()
        let calls = try write(
            call: call, failAt: nil, failure: EIO, sticky: false, overAnOlderImage: overAnOlderImage, into: &clean)
        #expect(calls > 0 && clean == Tally(written: 1))
        var tallies: [Int32: [Bool: Tally]] = [:]
        for failure in [ENOSPC, EIO] {
            for sticky in [false, true] {
                var tally = Tally()
                for number in 0..<calls {
                    _ = try write(
                        call: call, failAt: number, failure: failure, sticky: sticky,
                        overAnOlderImage: overAnOlderImage, into: &tally)
                }
                let name =
                    "\(Self.label(call))\(overAnOlderImage ? " over an older image" : "") "
                    + "\(sticky ? "sticky" : "once") \(failure == EIO ? "EIO" : "ENOSPC")"
                print(
                    "Image fault \(name): \(calls) calls: \(tally.written) written, \(tally.notWritten) not "
                        + "written; \(tally.ghosts) ghosts, \(tally.lost) lost")
                #expect(tally.ghosts == 0 && tally.lost == 0, "\(name)")
                #expect(tally.written + tally.notWritten == calls, "\(name)")
                tallies[failure, default: [:]][sticky] = tally
            }
        }
        #expect(tallies[ENOSPC] == tallies[EIO], "the README's table stands for ENOSPC and EIO alike")
        // One row stands for the writes over no image and over an older one: both are checked against it.
        let measured = Self.row(
            call, calls: calls, once: tallies[EIO]?[false] ?? Tally(), sticky: tallies[EIO]?[true] ?? Tally())
        let image = overAnOlderImage ? "over an older image" : "over no image"
        #expect(
            try Self.readmeRows()[Self.label(call)] == measured,
            "Sources/SwippyStorage/README.md's image-write row for \(call) drifts; measured \(image):\n\(measured)")
    }

    /// Writes the image in a new cache folder with the fault given, files what the next start reads in
    /// `tally`, and returns how many calls of `call` the write made.
    func write(
        call: FaultInjectionTests.Call, failAt: Int?, failure: Int32, sticky: Bool, overAnOlderImage: Bool,
        into tally: inout Tally
    ) throws -> Int {
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
        var failed: DataFileError?
        do {
            try image.write(parsed.data, fingerprint: parsed.fingerprint)
        } catch {
            failed = error
            #expect(!error.description.contains("\n"))
        }
        FileEvents.stopObserving(cache)
        let loaded = try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image)
        let context = "\(call) at \(failAt ?? -1), \(sticky ? "sticky" : "once") \(failure)"
        // A whole image whose voucher was not written is not trusted, and parsed over like none.
        let untrusted = if case .untrusted = loaded.image { true } else { false }
        switch (failed, loaded.image) {
        case (nil, nil): tally.written += 1
        case (nil, _):
            tally.lost += 1
            Issue.record("\(context): said written, yet the next start reads none: \(String(describing: loaded.image))")
        case (let failed?, nil):
            tally.ghosts += 1
            Issue.record("\(context): said failed (\(failed)), yet the next start reads an image")
        case (_?, .missing?): tally.notWritten += 1
        case (_?, _?) where untrusted: tally.notWritten += 1
        case (_?, let refusal?): Issue.record("\(context): the next start finds a spoiled image: \(refusal)")
        }
        #expect(loaded.data == parsed.data, "\(context)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).allSatisfy { !$0.hasSuffix(".tmp") })
        try image.write(parsed.data, fingerprint: parsed.fingerprint)
        #expect(try MockDataLoader.load(from: RepositoryFiles.mockDataURL, image: image).image == nil)
        return recorder.events.filter(call.takes).count
    }
}
