import Foundation

// swippy-scaffold <Name>: creates the feature module <Name> in the package in the current folder.
// swippy-scaffold graph: prints the package's module graph as Mermaid (Modules.md embeds it).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["graph"] {
    do {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        print(ModuleGraph.mermaid(try ModuleGraph.dependencies(root: root)))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("swippy-scaffold: cannot read the package: \(error)\n".utf8))
        exit(74)
    }
}
guard arguments.count == 1, let name = arguments.first, !name.hasPrefix("-") else {
    FileHandle.standardError.write(
        Data("usage: swift run swippy-scaffold <Name>  (an UpperCamelCase module name)\n".utf8))
    exit(64)
}
do {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for line in try ModuleScaffold.run(name, root: root) { print(line) }
} catch let error as ScaffoldError {
    FileHandle.standardError.write(Data("swippy-scaffold: \(error.message)\n".utf8))
    exit(error.exitCode)
} catch {
    FileHandle.standardError.write(Data("swippy-scaffold: \(error)\n".utf8))
    exit(74)
}
