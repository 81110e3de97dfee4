import Transfer

/// Request ids REQ-1, REQ-2, …
@MainActor
final class SequentialRequestIDs: TransferIdentifierSource {
    private var requests = 0

    func nextRequestID() -> String {
        requests += 1
        return "REQ-\(requests)"
    }
}
