import Foundation

/// Wrong-attempt counters and locks of one user; survives restarts through the state file.
public struct SecurityState: Codable, Equatable, Sendable {
    /// Wrong login PINs in a row.
    public var wrongLoginPINs: Int
    /// Wrong one-time codes in a row.
    public var wrongCodes: Int
    /// Wrong transaction PINs in a row.
    public var wrongTransferPINs: Int
    /// Sign-in by login PIN is locked until the other method succeeds or the PIN is reset.
    public var loginPINLocked: Bool
    /// Sign-in by one-time code is locked until the PIN succeeds.
    public var codeLocked: Bool
    /// Transfers are locked until the transaction PIN is reset.
    public var transfersLocked: Bool

    enum CodingKeys: String, CodingKey {
        case wrongLoginPINs = "wrong_login_pins"
        case wrongCodes = "wrong_codes"
        case wrongTransferPINs = "wrong_transfer_pins"
        case loginPINLocked = "login_pin_locked"
        case codeLocked = "code_locked"
        case transfersLocked = "transfers_locked"
    }

    /// A clean slate.
    public init(
        wrongLoginPINs: Int = 0, wrongCodes: Int = 0, wrongTransferPINs: Int = 0,
        loginPINLocked: Bool = false, codeLocked: Bool = false, transfersLocked: Bool = false
    ) {
        self.wrongLoginPINs = wrongLoginPINs
        self.wrongCodes = wrongCodes
        self.wrongTransferPINs = wrongTransferPINs
        self.loginPINLocked = loginPINLocked
        self.codeLocked = codeLocked
        self.transfersLocked = transfersLocked
    }
}
