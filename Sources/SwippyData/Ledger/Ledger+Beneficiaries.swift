import Foundation

extension Ledger {
    /// Renames saved beneficiary `id` of `userID`: the new name is a person's name (`IdentityRules.nameProblem`).
    /// Nothing changes on a refusal.
    public func renameBeneficiary(
        _ id: String, to name: String, userID: String, in wallet: inout WalletState
    ) -> Result<Beneficiary, TransferFailure> {
        guard let index = wallet.beneficiaries.firstIndex(where: { $0.id == id && $0.userID == userID }) else {
            return .failure(Self.beneficiaryGone)
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let problem = IdentityRules.nameProblem(trimmed) { return .failure(.invalidInput(problem)) }
        wallet.beneficiaries[index].name = trimmed
        return .success(wallet.beneficiaries[index])
    }

    /// Deletes saved beneficiary `id` of `userID` once the transaction PIN passes the one gate (`pinGate`: a wrong
    /// PIN counts towards the lock, and that count is the change to save). Nil when it was deleted; otherwise the
    /// answer to give, and the beneficiary stays.
    public func deleteBeneficiary(
        _ id: String, pin: String, userID: String, in wallet: inout WalletState
    ) -> TransferSubmission? {
        guard let index = wallet.beneficiaries.firstIndex(where: { $0.id == id && $0.userID == userID }) else {
            return .finished(.refused(Self.beneficiaryGone))
        }
        if let answer = pinGate(pin, userID: userID, requestID: "delete-\(id)", in: &wallet) { return answer }
        wallet.beneficiaries.remove(at: index)
        return nil
    }

    static let beneficiaryGone = TransferFailure.recipientNotFound("That beneficiary is no longer saved.")
}
