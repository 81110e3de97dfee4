import Transfer

/// Reference numbers ("SWT" and 10 digits) and request ids from the system's random generator.
@MainActor
final class RandomTransferIdentifiers: TransferIdentifierSource {
    func nextReference() -> String {
        "SWT" + (0..<10).map { _ in String(Int.random(in: 0...9)) }.joined()
    }

    func nextRequestID() -> String {
        "req-" + (0..<16).map { _ in String(Int.random(in: 0...15), radix: 16) }.joined()
    }
}
