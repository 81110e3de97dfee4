/// The hops other than input, state and the stack, each one line. Their values are never printed, only case
/// names and numbers: a destination's text (a name from the data, a typed PIN) stays out of these lines.
extension Trace {
    /// "router    Transfer.TransferRouter navigate(to: .step(.amount))": the first line of a router's
    /// `navigate(to:)`.
    public static func navigate(_ router: AnyObject, to destination: Any) {
        record(.router, "\(typeName(type(of: router))) navigate(to: \(caseName(destination)))")
    }

    /// "build     Transfer.TransferBuilder built Transfer.SourcePresenter": `build` asks `builder` to assemble
    /// its module; returns the screen it made. A host writes `Trace.built(TransferBuilder(…)) { $0.build(…) }`.
    public static func built<Builder>(_ builder: Builder, _ build: (Builder) -> any Screen) -> any Screen {
        let screen = build(builder)
        record(.build, "\(typeName(Builder.self)) built \(name(of: screen))")
        return screen
    }

    /// "listener  SwippyApp.AppRouter.paymentCardsDidRequestPayment(for:)": a module told its host. Call it
    /// first in a listener method, leaving the defaults.
    public static func listener(fileID: String = #fileID, function: String = #function) {
        record(.listener, intent(fileID: fileID, function: function))
    }

    /// "data      SwippyApp.TransferDataAdapter.send(_:pin:) updates the wallet": a repository call reaching the
    /// wallet; `what` says how ("reads the wallet", "updates the wallet").
    public static func data(_ what: String, fileID: String, function: String) {
        record(.data, "\(intent(fileID: fileID, function: function)) \(what)")
    }

    /// ".step(.amount)", ".card(2)", ".signedIn(…)": an enum case with its payload's cases and integers; an
    /// optional shows its value (or "nil"); any other value shows as "…".
    static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { caseName($0.value) } ?? "nil"
        }
        guard mirror.displayStyle == .enum else {
            return value is any BinaryInteger ? "\(value)" : "…"
        }
        guard let payload = mirror.children.first, let label = payload.label else {
            return "." + String(describing: value)
        }
        let inner = Mirror(reflecting: payload.value)
        let parts =
            inner.displayStyle == .tuple ? inner.children.map { caseName($0.value) } : [caseName(payload.value)]
        return "." + label + "(" + parts.joined(separator: ", ") + ")"
    }
}
