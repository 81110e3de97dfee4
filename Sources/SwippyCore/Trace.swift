/// `swippy --trace`: one line per VIPER hop of a session, each type named with its module, e.g.
///
/// ```
/// view      Transfer.SourcePresenter ← "2"
/// intent    Transfer.TransferInteractor.chooseSource(at:)
/// data      SwippyApp.TransferDataAdapter.accounts() reads the wallet
/// state     Transfer.TransferState changed · 2 observers
/// navigator push Transfer.AmountPresenter · depth 3
/// view      draw Transfer.AmountPresenter
/// ```
///
/// The hooks live in the shared mechanisms (`ObservableValue.update`, `ModuleScreen.handle` and its
/// `deinit`, `Navigator`, the app's data adapters and state store); a feature's router says where it
/// navigates with one `Trace.navigate` line, and nothing else in a feature knows about tracing.
///
/// The sink is process-wide: the app sets it once at startup from `--trace` / `SWIPPY_TRACE`. That is a
/// deliberate exception to "inject everything": tracing is a diagnostic of the whole process, and threading
/// a tracer through every observable, screen and navigator would change every feature's initialisers for
/// something that is off in every real run. It is main-actor isolated like everything it observes. Tests
/// that capture it must put back what was there (`Trace.capture` does).
///
/// Under each state line, the fields the change changed, `path: old → new` (`Trace.changes`, `StateDiff`).
///
/// Secrets never reach the sink: the input to a screen whose prompt is secret is shown as `••••`, a state's
/// secret fields (`@Secret`, `TraceSecret`) too, and text in a state is made safe (`SafeText`); the other hops
/// carry only type names, intent names, counts and sizes, never values.
@MainActor
public enum Trace {
    /// Receives each finished line (without a newline).
    public typealias Sink = @MainActor (String) -> Void

    /// What replaces a secret input.
    public nonisolated static let mask = "••••"

    /// Where lines go; nil (the default) means tracing is off.
    public private(set) static var sink: Sink?

    /// True while a sink is installed. Hooks check this before building a line, so tracing off costs a
    /// single check per hop.
    public static var isOn: Bool { sink != nil }

    /// Sends every later line to `sink`, or turns tracing off with nil.
    public static func install(_ sink: Sink?) {
        self.sink = sink
    }

    /// Records one hop; `text` is only built when tracing is on.
    public static func record(_ kind: TraceKind, _ text: @autoclosure () -> String) {
        guard let sink else { return }
        sink(kind.column + text())
    }

    /// Runs `body` with a sink that collects lines, restores the sink that was there, and returns the lines.
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let previous = sink
        var lines: [String] = []
        install { lines.append($0) }
        defer { install(previous) }
        try body()
        return lines
    }

    /// An input as the trace shows it: quoted, or `"••••"` when it was typed at a secret prompt
    /// (whatever its length, even empty).
    public static func input(_ text: String, secret: Bool) -> String {
        "\"" + (secret ? mask : text) + "\""
    }

    /// "Transfer.TransferInteractor.chooseSource(at:)" from the caller's `#fileID`
    /// ("Transfer/TransferInteractor.swift") and `#function`: the file names its module and its type (one type
    /// per file; `Type+Concern.swift` counts as `Type`).
    public static func intent(fileID: String, function: String) -> String {
        typeName(fileID: fileID) + "." + function
    }

    /// "Transfer.TransferRouter" from `#fileID` "Transfer/TransferRouter.swift" (or "…/TransferRouter+Flow.swift").
    public static func typeName(fileID: String) -> String {
        let parts = fileID.split(separator: "/")
        let file = parts.last.map(String.init) ?? fileID
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        let type = stem.split(separator: "+").first.map(String.init) ?? stem
        return (parts.count > 1 ? parts[0] + "." : "") + type
    }

    /// The name a screen goes by in the trace: its presenter's type for a `ModuleScreen`, else its own type,
    /// with its module ("Transfer.AmountPresenter").
    public static func name(of screen: any Screen) -> String {
        (screen as? any TraceNamed)?.traceName ?? typeName(type(of: screen))
    }

    /// A type's name with its module: "Transfer.TransferBuilder".
    public static func typeName(_ type: Any.Type) -> String {
        String(reflecting: type)
    }
}
