import Foundation
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyData

@Suite("Finding 6: PIN hashes move to PBKDF2 on the next right PIN")
struct PINMigrationTests {
    static let ashaLoginPIN = "4826"

    @Test func aRightLoginPIN_withAnOldHash_isAcceptedAndRehashedWithPBKDF2() throws {
        var wallet = try Fixture.mockData().wallet
        let old = try #require(wallet.user(Fixture.asha)).loginPIN
        #expect(!old.hash.hasPrefix("pbkdf2-sha256$"))
        #expect(wallet.checkLoginPIN(Self.ashaLoginPIN, userID: Fixture.asha, maxAttempts: 3) == .accepted)
        let new = try #require(wallet.user(Fixture.asha)).loginPIN
        #expect(new.hash.hasPrefix("pbkdf2-sha256$"))
        #expect(new.salt != old.salt)
        #expect(new.matches(Self.ashaLoginPIN))
        #expect(!new.matches("4827"))
    }

    @Test func aRightTransferPIN_withAnOldHash_isAcceptedAndRehashedWithPBKDF2() throws {
        var wallet = try Fixture.mockData().wallet
        #expect(wallet.checkTransferPIN(Fixture.ashaTransferPIN, userID: Fixture.asha, maxAttempts: 3) == .accepted)
        let new = try #require(wallet.user(Fixture.asha)).transferPIN
        #expect(new.hash.hasPrefix("pbkdf2-sha256$"))
        #expect(new.matches(Fixture.ashaTransferPIN))
    }

    @Test func aWrongPIN_leavesTheOldHashAsItWas() throws {
        var wallet = try Fixture.mockData().wallet
        let old = try #require(wallet.user(Fixture.asha)).loginPIN
        _ = wallet.checkLoginPIN("0000", userID: Fixture.asha, maxAttempts: 3)
        #expect(try #require(wallet.user(Fixture.asha)).loginPIN == old)
    }

    @Test func aMigratedHash_survivesTheStateFile() throws {
        var wallet = try Fixture.mockData().wallet
        _ = wallet.checkLoginPIN(Self.ashaLoginPIN, userID: Fixture.asha, maxAttempts: 3)
        let bytes = try JSONEncoder.swippy().encode(SavedState(dataFingerprint: "fp", wallet: wallet))
        let loaded = try JSONDecoder.swippy().decode(SavedState.self, from: bytes)
        #expect(loaded.wallet == wallet)
        #expect(try #require(loaded.wallet.user(Fixture.asha)).loginPIN.matches(Self.ashaLoginPIN))
    }
}
