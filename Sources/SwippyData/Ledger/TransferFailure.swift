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

    /// The line shown to the user.
    public var message: String {
        switch self {
        case .insufficientBalance(let text), .limitExceeded(let text), .recipientNotFound(let text),
            .currencyMismatch(let text), .transfersLocked(let text), .verificationFailed(let text),
            .sourceUnavailable(let text), .invalidInput(let text), .alreadySubmitted(let text), .saveFailed(let text):
            text
        }
    }
}
