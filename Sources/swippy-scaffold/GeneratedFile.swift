/// One file the scaffold writes: its path from the repository root and its text.
struct GeneratedFile: Equatable {
    var path: String
    var contents: String
}
