import Foundation
import SwippyData

/// The words a user types in the flow, checked for form: names, account numbers, IFSCs, mobiles, notes,
/// PINs. (Amounts are `AmountInput`'s and the `Ledger`'s.) Pure, so every rule is tested from a table.
enum TransferInput {
    /// Longest note a transfer may carry.
    static let maxNoteLength = 140
    /// True for "c" or "cancel" (any case): leave the flow.
    static func isCancel(_ input: String) -> Bool {
        ["c", "cancel"].contains(input.lowercased())
    }

    /// A beneficiary's name, trimmed: a person's name (`IdentityRules.nameProblem`).
    static func name(_ text: String) -> Result<String, TransferFailure> {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return .failure(.invalidInput("Enter the account holder's name.")) }
        if let problem = IdentityRules.nameProblem(name) { return .failure(.invalidInput(problem)) }
        return .success(name)
    }

    /// An account number: digits only, 9 to 18 of them.
    static func accountNumber(_ text: String) -> Result<String, TransferFailure> {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(.invalidInput("An account number has digits only (9 to 18 of them)."))
        }
        guard (9...18).contains(text.count) else {
            return .failure(.invalidInput("An account number has 9 to 18 digits; this one has \(text.count)."))
        }
        return .success(text)
    }

    /// An IFSC: 4 letters, a zero, then 6 letters or digits; any case typed, upper case kept.
    static func ifsc(_ text: String) -> Result<String, TransferFailure> {
        let code = text.uppercased()
        let characters = Array(code)
        let valid =
            characters.count == 11
            && characters.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            && characters[0..<4].allSatisfy(\.isLetter)
            && characters[4] == "0"
        guard valid else {
            return .failure(
                .invalidInput(
                    "An IFSC has 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. HDFC0000123)."))
        }
        return .success(code)
    }

    /// A mobile number, normalised by SwippyData's one rule (`IdentityRules.mobile`).
    static func mobile(_ text: String) -> Result<String, TransferFailure> {
        guard let mobile = IdentityRules.mobile(text) else {
            return .failure(.invalidInput(IdentityRules.mobileRefusal))
        }
        return .success(mobile)
    }

    /// A note of at most 140 characters.
    static func note(_ text: String) -> Result<String, TransferFailure> {
        guard text.count <= maxNoteLength else {
            return .failure(
                .invalidInput("A note can have at most \(maxNoteLength) characters; this one has \(text.count)."))
        }
        return .success(text)
    }

    /// True for a transaction PIN's form: 6 digits.
    static func isPIN(_ text: String) -> Bool {
        text.count == 6 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
