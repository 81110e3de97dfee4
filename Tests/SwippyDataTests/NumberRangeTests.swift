import Foundation
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyData

@Suite("Finding 4: config numbers and state counters are checked against their ranges")
struct NumberRangeTests {
    private static func config(_ key: String, _ value: Any) throws -> Data {
        try Fixture.document {
            guard var config = $0["config"] as? [String: Any] else { throw FixtureError("no config") }
            config[key] = value
            $0["config"] = config
        }
    }

    @Test(arguments: [
        ("page_size", Int.max, "config.page_size: must be between 1 and 100, found 9223372036854775807"),
        ("page_size", 0, "config.page_size: must be between 1 and 100, found 0"),
        (
            "session_timeout_minutes", 153_722_867_280_912_931,
            "config.session_timeout_minutes: must be between 1 and 1440, found 153722867280912931"
        ),
        (
            "otp_validity_minutes", 153_722_867_280_912_931,
            "config.otp_validity_minutes: must be between 1 and 60, found 153722867280912931"
        ),
        (
            "max_wrong_attempts", Int.min,
            "config.max_wrong_attempts: must be between 1 and 10, found -9223372036854775808"
        ),
        ("dispute_window_days", 100_000, "config.dispute_window_days: must be between 1 and 3650, found 100000"),
        ("dispute_review_after_hours", -1, "config.dispute_review_after_hours: must be between 0 and 8760, found -1"),
    ])
    func aConfigNumberOutsideItsRange_namesThePathAndTheRange(key: String, value: Int, message: String) throws {
        #expect(Fixture.loadError(try Self.config(key, value)) == "test.json: " + message)
    }

    @Test func aHugeTransferLimit_isRefused() throws {
        let data = try Self.config("limits", ["per_transfer": 1e20, "external_fee": 0])
        #expect(
            Fixture.loadError(data)
                == "test.json: config.limits.per_transfer: must be more than 0 and less than 1000000000000000")
    }

    @Test func aHugeBalance_isRefused() throws {
        let data = try Fixture.document { try $0.edit("accounts", 0) { $0["balance"] = 1e15 } }
        #expect(Fixture.loadError(data) == "test.json: accounts[0].balance: must be less than 1000000000000000")
    }

    // MARK: - State counters

    private func store(with security: SecurityState) throws -> DataFileError? {
        let mockData = try Fixture.mockData()
        var wallet = mockData.wallet
        wallet.security[Fixture.asha] = security
        let saved = MemoryJournal(saved: SavedState(dataFingerprint: "fp", wallet: wallet))
        do {
            _ = try WalletStore(mockData: mockData, fingerprint: "fp", persistence: saved, stateFile: "state.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func aLoginCounterAtIntMax_inTheStateFile_isRefusedWithItsRange() throws {
        let error = try store(with: SecurityState(wrongLoginPINs: Int.max))
        #expect(
            error?.description == "state.json: wallet.security.u-asha.wrong_login_pins: "
                + "must be between 0 and 3 (config.max_wrong_attempts), found 9223372036854775807")
    }

    @Test func aNegativeTransferCounter_inTheStateFile_isRefused() throws {
        let error = try store(with: SecurityState(wrongTransferPINs: -5))
        #expect(
            error?.description == "state.json: wallet.security.u-asha.wrong_transfer_pins: "
                + "must be between 0 and 3 (config.max_wrong_attempts), found -5")
    }

    @Test func aCodeCounterAtIntMin_inTheStateFile_isRefused() throws {
        let error = try store(with: SecurityState(wrongCodes: Int.min))
        #expect(
            error?.description.hasPrefix("state.json: wallet.security.u-asha.wrong_codes: must be between 0 and 3")
                == true)
    }

    // MARK: - Arithmetic on counters that got past the loader (built in code) cannot trap or promise too much

    private static func wallet(_ security: SecurityState) -> WalletState {
        var wallet = WalletStateSignInRulesTests.wallet()
        wallet.security["u-1"] = security
        return wallet
    }

    @Test func aNegativeLoginCounter_neverPromisesMoreTriesThanTheLimit() {
        var wallet = Self.wallet(SecurityState(wrongLoginPINs: -1_000_000))
        #expect(wallet.checkLoginPIN("1111", userID: "u-1", maxAttempts: 3) == .wrong(attemptsLeft: 2))
    }

    @Test func aNegativeTransferCounter_neverPromisesMoreTriesThanTheLimit() {
        var wallet = Self.wallet(SecurityState(wrongTransferPINs: -1_000_000))
        #expect(wallet.checkTransferPIN("111111", userID: "u-1", maxAttempts: 3) == .wrong(attemptsLeft: 2))
    }

    @Test func countersAtIntMax_lockWithoutTrapping() {
        var wallet = Self.wallet(SecurityState(wrongLoginPINs: .max, wrongCodes: .max, wrongTransferPINs: .max))
        #expect(wallet.checkLoginPIN("1111", userID: "u-1", maxAttempts: 3) == .locked)
        #expect(wallet.checkTransferPIN("111111", userID: "u-1", maxAttempts: 3) == .locked)
        #expect(wallet.recordWrongSignInCode(userID: "u-1", maxAttempts: 3) == .locked)
    }

    @Test func aMaxAttemptsOfIntMin_stillLocksAfterOneWrongPIN() {
        var wallet = Self.wallet(SecurityState())
        #expect(wallet.checkTransferPIN("111111", userID: "u-1", maxAttempts: .min) == .locked)
    }
}
