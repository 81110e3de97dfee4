/// A type with fields the trace never shows, named by the type itself where a field cannot be marked `@Secret`
/// (it is declared in a module that does not import SwippyCore): the diff shows each as `••••`.
public protocol TraceSecretFields {
    /// The labels of the secret fields: `["number"]` for a payment card.
    static var traceSecretFields: Set<String> { get }
}
