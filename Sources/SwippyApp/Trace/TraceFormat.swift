/// How `--trace` writes its hops: one text line each, or a Mermaid sequence diagram.
enum TraceFormat: String, Equatable, CaseIterable {
    case text
    case mermaid
}
