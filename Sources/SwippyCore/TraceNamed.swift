/// A screen that names itself in the trace (a `ModuleScreen` goes by its presenter's type).
@MainActor
public protocol TraceNamed {
    /// The name shown in trace lines: "SourcePresenter".
    var traceName: String { get }
}
