/// A value the trace never shows: a state diff (`StateDiff`) prints `••••` in its place, old and new, and so
/// says only that it changed. Conform a type whose every value is secret; mark one field with `@Secret`.
public protocol TraceSecret {}
