import SwippyCore
import SwippyData

// The domain's secrets, marked for the trace's state diffs here, where both modules are known: SwippyData does
// not import SwippyCore. A value of these types shows as `••••` (a user's PIN hashes in ProfileState, a new PIN
// being typed, a typed card number), and so do a card's full number wherever a state holds the card or one of
// its transactions. A feature's own state fields are marked where they are declared (`@Secret`).

extension SecretHash: TraceSecret {}

extension NewPINEntry: TraceSecret {}

extension CardNumber: TraceSecret {}

extension PaymentCard: TraceSecretFields {
    /// A card's full number: its screens show it masked, and so does the trace.
    public static let traceSecretFields: Set<String> = ["number"]
}

extension Transaction: TraceSecretFields {
    /// The full number of the card a transaction was made with.
    public static let traceSecretFields: Set<String> = ["cardNumber"]
}
