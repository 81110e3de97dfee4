import Foundation

/// Wires a new module into SwippyApp: its home entry goes into `AppRouter.features`, just above the marker line
/// that Sources/SwippyApp/Composition/AppRouter.swift keeps at the end of that list. Pure text work, like
/// PackageManifest.
enum AppWiring {
    /// The file that holds the home menu.
    static let routerPath = "Sources/SwippyApp/Composition/AppRouter.swift"
    /// The line the home entries of scaffolded modules go above; the scaffold refuses to run without it.
    static let marker = "// swippy-scaffold: new home entries go above this line."

    /// Words the home prompt or the shell already reads: the shell's commands and the page words.
    static let reservedWords: Set<String> = [
        "q", "quit", "exit", "h", "home", "b", "back", "help", "n", "next", "p", "prev", "previous",
    ]

    /// `router` (AppRouter.swift's text) with `m`'s home entry above the marker; refuses when the marker is
    /// missing or the module's home word is taken.
    static func addingHomeEntry(_ m: ModuleName, to router: String) throws -> String {
        let lines = router.components(separatedBy: "\n")
        let markers = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == marker }
        guard markers.count == 1, let markerLine = markers.first else {
            throw ScaffoldError(
                message: "\(routerPath) has \(markers.isEmpty ? "no" : "more than one") line \"\(marker)\" "
                    + "in AppRouter.features: put it back (once) at the end of that list")
        }
        let word = m.kebab
        let isQuickTransfer = word.count >= 2 && word.first == "t" && word.dropFirst().allSatisfy(\.isNumber)
        if reservedWords.contains(word) || isQuickTransfer {
            throw ScaffoldError(message: "the home word '\(word)' is a command there already: choose another name")
        }
        if router.contains("word: \"\(word)\"") {
            throw ScaffoldError(message: "the home word '\(word)' is taken in \(routerPath): choose another name")
        }
        let entry = AppTemplates.homeEntry(m).components(separatedBy: "\n").dropLast()
        return (lines[..<markerLine] + entry + lines[markerLine...]).joined(separator: "\n")
    }
}
