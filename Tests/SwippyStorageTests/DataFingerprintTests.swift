import Foundation
import SwippyCrypto
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("The data fingerprint: xxHash64 of the file; old SHA-256 fingerprints still match their file")
struct DataFingerprintTests {
    private static func hash(_ text: String) -> UInt64 {
        Array(text.utf8).withUnsafeBytes { XXHash64.hash($0) }
    }

    @Test func xxHash64_matchesTheReferenceVectors() {
        #expect(Self.hash("") == 0xEF46_DB37_51D8_E999)
        #expect(Self.hash("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(Self.hash("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(Self.hash("Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
    }

    @Test func theFingerprint_tellsFilesApart() {
        let one = Array("{\"a\": 1}".utf8).withUnsafeBytes { DataFingerprint.of($0) }
        let two = Array("{\"a\": 2}".utf8).withUnsafeBytes { DataFingerprint.of($0) }
        #expect(one != two)
        #expect(one.hasPrefix("xxh64:") && one.count == 22)
        #expect(DataFingerprint.matches(saved: one, current: one))
        #expect(!DataFingerprint.matches(saved: two, current: one))
    }

    @Test func anOldSHA256Fingerprint_matchesTheFileItWasMadeFrom_andNoOther() throws {
        let loaded = try MockDataLoader.load(from: Fixture.mockDataURL)
        let legacy = SHA256.hex(Array(try Fixture.bytes()))
        #expect(DataFingerprint.matches(saved: legacy, current: loaded.fingerprint))
        #expect(!DataFingerprint.matches(saved: String(legacy.reversed()), current: loaded.fingerprint))
        #expect(!DataFingerprint.matches(saved: legacy, current: "xxh64:0000000000000000"))
    }

    @Test func aStateSavedWithTheOldFingerprint_stillOpens_andTheNextSaveWritesTheNewOne() throws {
        let loaded = try MockDataLoader.load(from: Fixture.mockDataURL)
        let legacy = SHA256.hex(Array(try Fixture.bytes()))
        let saved = MemoryJournal(saved: SavedState(dataFingerprint: legacy, wallet: loaded.data.wallet))
        let store = try WalletStore(
            mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: saved, stateFile: "s.json")
        try store.update { $0.completedRequests.append("r-1") }
        #expect(try saved.load(seed: loaded.data.wallet)?.dataFingerprint == loaded.fingerprint)
    }
}
