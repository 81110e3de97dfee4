import Foundation
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyData

@Suite("Transaction PIN check")
struct TransferPINTests {
    let correct = Fixture.ashaTransferPIN
    var wallet: WalletState

    init() throws {
        wallet = try Fixture.mockData().wallet
    }

    @Test mutating func theRightPIN_isAccepted() {
        #expect(wallet.checkTransferPIN(correct, userID: Fixture.asha, maxAttempts: 3) == .accepted)
        #expect(wallet.securityState(of: Fixture.asha).wrongTransferPINs == 0)
    }

    @Test mutating func wrongPINs_countDownTheAttemptsLeft() {
        #expect(wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3) == .wrong(attemptsLeft: 2))
        #expect(wallet.checkTransferPIN("111111", userID: Fixture.asha, maxAttempts: 3) == .wrong(attemptsLeft: 1))
        #expect(wallet.securityState(of: Fixture.asha).wrongTransferPINs == 2)
        #expect(!wallet.securityState(of: Fixture.asha).transfersLocked)
    }

    @Test mutating func theRightPIN_resetsTheWrongAttemptCounter() {
        _ = wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3)
        _ = wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3)
        #expect(wallet.checkTransferPIN(correct, userID: Fixture.asha, maxAttempts: 3) == .accepted)
        #expect(wallet.securityState(of: Fixture.asha).wrongTransferPINs == 0)
        #expect(wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3) == .wrong(attemptsLeft: 2))
    }

    @Test mutating func theThirdWrongPIN_locksTransfers() {
        let results = (0..<3).map { _ in wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3) }
        #expect(results == [.wrong(attemptsLeft: 2), .wrong(attemptsLeft: 1), .locked])
        #expect(wallet.securityState(of: Fixture.asha).transfersLocked)
    }

    @Test mutating func aLock_refusesEvenTheRightPIN() {
        for _ in 0..<3 { _ = wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3) }
        #expect(wallet.checkTransferPIN(correct, userID: Fixture.asha, maxAttempts: 3) == .locked)
        #expect(wallet.securityState(of: Fixture.asha).transfersLocked)
    }

    @Test mutating func aLock_affectsOnlyThatUser() {
        for _ in 0..<3 { _ = wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3) }
        #expect(wallet.checkTransferPIN("000000", userID: "u-rahul", maxAttempts: 3) == .wrong(attemptsLeft: 2))
        #expect(!wallet.securityState(of: "u-rahul").transfersLocked)
    }

    @Test mutating func oneAllowedAttempt_locksOnTheFirstWrongPIN() {
        #expect(wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 1) == .locked)
    }

    @Test mutating func anUnknownUser_isRefused() {
        #expect(wallet.checkTransferPIN(correct, userID: "u-nobody", maxAttempts: 3) == .locked)
    }

    @Test mutating func resettingThePIN_liftsTheLockAndReplacesThePIN() {
        for _ in 0..<3 { _ = wallet.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3) }
        wallet.resetTransferPIN(
            SecretHash.make("135790", salt: "00112233445566778899aabbccddeeff"), userID: Fixture.asha)
        #expect(wallet.securityState(of: Fixture.asha) == SecurityState())
        #expect(wallet.checkTransferPIN(correct, userID: Fixture.asha, maxAttempts: 3) == .wrong(attemptsLeft: 2))
        #expect(wallet.checkTransferPIN("135790", userID: Fixture.asha, maxAttempts: 3) == .accepted)
    }

    @Test func aLock_persistsThroughASaveAndReload() throws {
        let url = try Fixture.temporaryDirectory().appendingPathComponent("state.json")
        let mockData = try Fixture.mockData()
        let first = try WalletStore(
            mockData: mockData, fingerprint: "fp", persistence: FileJournal(url: url), stateFile: url.path)
        let results = try (0..<3).map { _ in
            try first.update { $0.checkTransferPIN("000000", userID: Fixture.asha, maxAttempts: 3) }
        }
        #expect(results.last == .locked)
        let second = try WalletStore(
            mockData: mockData, fingerprint: "fp", persistence: FileJournal(url: url), stateFile: url.path)
        #expect(second.wallet.securityState(of: Fixture.asha).transfersLocked)
        #expect(try second.update { $0.checkTransferPIN(correct, userID: Fixture.asha, maxAttempts: 3) } == .locked)
    }

    @Test func secretHash_neverPrintsTheHash() throws {
        let user = try #require(wallet.user(Fixture.asha))
        #expect("\(user.transferPIN)" == "SecretHash(•••)")
        #expect(!"\(user)".contains(user.transferPIN.hash))
    }
}
