import Foundation
import Testing

@testable import SwippyData

@Suite("Wallet sign-in rules: login PIN and code locks")
struct WalletStateSignInRulesTests {
    static func wallet() -> WalletState {
        let user = User(
            id: "u-1", name: "Asha Rao", mobile: "9876543210", email: "asha@example.in", address: "", currency: "INR",
            memberSince: Date(timeIntervalSince1970: 0), loginPIN: SecretHash.make("4826", salt: "00"),
            transferPIN: SecretHash.make("592741", salt: "01"))
        return WalletState(users: [user])
    }

    @Test func checkLoginPIN_threeWrongInARow_locksAndRightPINThenRefused() {
        var wallet = Self.wallet()
        #expect(wallet.checkLoginPIN("1111", userID: "u-1", maxAttempts: 3) == .wrong(attemptsLeft: 2))
        #expect(wallet.checkLoginPIN("1112", userID: "u-1", maxAttempts: 3) == .wrong(attemptsLeft: 1))
        #expect(wallet.checkLoginPIN("1113", userID: "u-1", maxAttempts: 3) == .locked)
        #expect(wallet.checkLoginPIN("4826", userID: "u-1", maxAttempts: 3) == .locked)
        #expect(wallet.securityState(of: "u-1").loginPINLocked)
    }

    @Test func checkLoginPIN_rightPIN_resetsTheCountAndLiftsCodeLock() {
        var wallet = Self.wallet()
        _ = wallet.checkLoginPIN("1111", userID: "u-1", maxAttempts: 3)
        for _ in 0..<3 { _ = wallet.recordWrongSignInCode(userID: "u-1", maxAttempts: 3) }
        #expect(wallet.securityState(of: "u-1").codeLocked)
        #expect(wallet.checkLoginPIN("4826", userID: "u-1", maxAttempts: 3) == .accepted)
        #expect(wallet.securityState(of: "u-1") == SecurityState())
    }

    @Test func codeSignIn_liftsThePINLock() {
        var wallet = Self.wallet()
        for _ in 0..<3 { _ = wallet.checkLoginPIN("0000", userID: "u-1", maxAttempts: 3) }
        wallet.recordCodeSignIn(userID: "u-1")
        #expect(!wallet.securityState(of: "u-1").loginPINLocked)
        #expect(wallet.checkLoginPIN("4826", userID: "u-1", maxAttempts: 3) == .accepted)
    }

    @Test func resetLoginPIN_setsTheNewPINAndLiftsTheLock() {
        var wallet = Self.wallet()
        for _ in 0..<3 { _ = wallet.checkLoginPIN("0000", userID: "u-1", maxAttempts: 3) }
        wallet.resetLoginPIN(SecretHash.make("1357", salt: "aa"), userID: "u-1")
        #expect(wallet.checkLoginPIN("4826", userID: "u-1", maxAttempts: 3) == .wrong(attemptsLeft: 2))
        #expect(wallet.checkLoginPIN("1357", userID: "u-1", maxAttempts: 3) == .accepted)
    }

    @Test func register_knownMobile_isRefusedAndNewOneAdded() throws {
        var wallet = Self.wallet()
        var copy = wallet.users[0]
        copy.id = "u-2"
        #expect(throws: RegistrationError.mobileTaken) { try wallet.register(copy, accounts: []) }
        copy.mobile = "9000000001"
        try wallet.register(copy, accounts: [])
        #expect(wallet.user(mobile: "9000000001")?.id == "u-2")
    }
}
