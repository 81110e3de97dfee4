import Foundation

/// Which screens a feature module has, read from its sources: one per presenter type (`ModuleScreen` names a
/// screen by its presenter). A module's JSON screen test draws each of them through the second View, and checks
/// its list against this one, so a new screen that no test draws fails there.
public enum ScreenCoverage {
    /// The presenter types declared in `Sources/<module>`: "AmountPresenter", "ConfirmPresenter", ….
    public static func presenters(ofModule module: String) throws -> Set<String> {
        let folder = RepositoryFiles.root.appendingPathComponent("Sources/\(module)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var names: Set<String> = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("/") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "class"), index + 1 < words.count else { continue }
                let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if name.hasSuffix("Presenter") { names.insert(String(name)) }
            }
        }
        return names
    }
}
