/// Why a transfer, or a step towards one, was refused, with the one line the user sees.
public enum TransferFailure: Error, Equatable, Sendable {
    case insufficientBalance(String)
    case limitExceeded(String)
    case recipientNotFound(String)
    case currencyMismatch(String)
    case transfersLocked(String)
    case verificationFailed(String)
    case sourceUnavailable(String)
    case invalidInput(String)
    case alreadySubmitted(String)
    case saveFailed(String)
    /// Saving failed where the change may have been saved after all: the next start tells.
    case saveOutcomeUnknown(String)
    /// The payee's bank did not answer (its IFSC entry is `"reachable": false`): nothing moved; it may be tried again.
    case bankUnreachable(String)

    /// The one line of a bank that did not answer.
    public static let bankDidNotAnswer = TransferFailure.bankUnreachable("The bank did not answer; no money moved.")

    /// The refusal for a save that threw `error`: `notSaved` (a line ending "…: " that the error completes) when
    /// the change is certainly not saved; when it may be, that it is not known and how to find out.
    public static func failedSave(_ error: any Error, notSaved: String) -> TransferFailure {
        guard let error = error as? DataFileError, case .saveOutcomeUnknown = error else {
            return .saveFailed(notSaved + "\(error).")
        }
        return .saveOutcomeUnknown(
            "Saving failed, so it is not known whether this went through. Start Swippy again and check History "
                + "before you try again.")
    }

    /// The line shown to the user.
    public var message: String {
        switch self {
        case .insufficientBalance(let text), .limitExceeded(let text), .recipientNotFound(let text),
            .currencyMismatch(let text), .transfersLocked(let text), .verificationFailed(let text),
            .sourceUnavailable(let text), .invalidInput(let text), .alreadySubmitted(let text), .saveFailed(let text),
            .saveOutcomeUnknown(let text), .bankUnreachable(let text):
            text
        }
    }
}
