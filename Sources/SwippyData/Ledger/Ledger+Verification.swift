import Foundation

extension Ledger {
    /// Verifies a typed new account before anything else is asked about the transfer ("verify first"), and
    /// again when it is carried out: an account Swippy holds must be able to receive from `source`; any other
    /// account must have an IFSC in the bank directory. Returns the held account, or nil when the money leaves
    /// Swippy.
    public func verify(
        _ details: NewAccountDetails, source: BankAccount, in wallet: WalletState
    ) -> Result<BankAccount?, TransferFailure> {
        if let target = Self.heldAccount(number: details.accountNumber, ifsc: details.ifsc, in: wallet) {
            return Self.receiving(target, from: source).map { $0 }
        }
        guard reference.ifscDirectory.contains(where: { $0.code == details.ifsc.uppercased() }) else {
            return .failure(
                .verificationFailed("Account verification failed: IFSC \(details.ifsc) is not in the bank directory."))
        }
        return .success(nil)
    }

    /// The name the banks register for the account `details` names, for the check before money: the owner's name
    /// when Swippy holds it, else the `bank_accounts` directory's holder; nil when it cannot be verified.
    public func registeredHolder(of details: NewAccountDetails, in wallet: WalletState) -> String? {
        if let held = Self.heldAccount(number: details.accountNumber, ifsc: details.ifsc, in: wallet) {
            return wallet.user(held.userID)?.name
        }
        let ifsc = details.ifsc.uppercased()
        return reference.bankAccounts.first { $0.number == details.accountNumber && $0.ifsc == ifsc }?.holder
    }

    /// `target`, an account Swippy holds, when it can receive money from `source`; otherwise why not. One in
    /// another currency receives the amount converted by the one rule (`arrival(of:from:to:)`).
    static func receiving(_ target: BankAccount, from source: BankAccount) -> Result<BankAccount, TransferFailure> {
        guard target.id != source.id else {
            return .failure(.invalidInput("Choose an account other than the one you send from."))
        }
        guard target.status == .active else {
            return .failure(
                .recipientNotFound(
                    "Recipient not found: that account is \(target.status.rawValue) and cannot receive money."))
        }
        return .success(target)
    }
}
