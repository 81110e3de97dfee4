/// Marks a state field as secret for the trace: `@Secret var loginPIN = NewPINEntry(length: 4)`. The field reads
/// and writes as before; the diff shows it as `loginPIN: •••• → ••••` and never looks inside.
@propertyWrapper
public struct Secret<Value>: TraceSecret {
    /// The field's value.
    public var wrappedValue: Value

    /// Wraps the field's initial value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Secret: Equatable where Value: Equatable {}

extension Secret: Sendable where Value: Sendable {}
