import Foundation

/// What a one-time code was sent for: a code only works for the flow that asked for it.
public enum CodePurpose: String, Equatable, Sendable {
    case signIn, resetLoginPIN, resetTransferPIN
}
