/// A new feature module's name, checked: an UpperCamelCase identifier that is not a target yet.
struct ModuleName: Equatable {
    /// The type-style name, e.g. `SavingsGoals`: the target, its folder and its types' prefix.
    let name: String

    /// Names that would shadow a system module or a standard type.
    static let reserved: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Testing", "XCTest", "Dispatch", "Glibc", "Musl", "Darwin",
        "Observation", "PackageDescription", "Synchronization", "Self", "Any", "Type", "Protocol", "String", "Int",
        "Bool", "Double", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void", "Character",
    ]

    /// Checks `name` against the manifest's targets; throws a one-line reason when it cannot be a new module.
    init(validating name: String, manifest: String) throws {
        let isIdentifier =
            name.first.map { $0.isASCII && $0.isUppercase } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard isIdentifier else {
            throw ScaffoldError(
                message: "'\(name)' is not an UpperCamelCase identifier (ASCII letters and digits, "
                    + "starting with a capital letter)")
        }
        guard name.count <= 40 else { throw ScaffoldError(message: "'\(name)' is longer than 40 characters") }
        guard !Self.reserved.contains(name) else {
            throw ScaffoldError(message: "'\(name)' would shadow a system module or a standard type")
        }
        let targets = PackageManifest.targetNames(in: manifest)
        guard !targets.contains(name), !targets.contains(name + "Tests") else {
            throw ScaffoldError(message: "'\(name)' is already a target in Package.swift")
        }
        self.name = name
    }

    /// The value-style name, e.g. `savingsGoals` (`atmFinder` for `ATMFinder`), for properties and methods.
    var lower: String {
        let characters = Array(name)
        var upperRun = characters.prefix { $0.isUppercase }.count
        if upperRun > 1, upperRun < characters.count { upperRun -= 1 }
        return String(characters.prefix(upperRun)).lowercased() + String(characters.dropFirst(upperRun))
    }

    /// The file-style name, e.g. `savings-goals` (`atm-finder` for `ATMFinder`), for snapshot files; it is also
    /// the module's home word.
    var kebab: String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// The screen title, e.g. `Savings goals` (`ATM finder` for `ATMFinder`): the first word as written, the
    /// others in lower case unless they are all capitals.
    var title: String {
        words.enumerated().map { index, word in
            index == 0 || word.allSatisfy(\.isUppercase) ? word : word.lowercased()
        }.joined(separator: " ")
    }

    /// The name's words: `SavingsGoals` → Savings, Goals; `ATMFinder` → ATM, Finder; `Top10Cards` → Top10, Cards.
    private var words: [String] {
        var words: [String] = []
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let previousIsLower = index > 0 && (characters[index - 1].isLowercase || characters[index - 1].isNumber)
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            if words.isEmpty || (character.isUppercase && (previousIsLower || nextIsLower)) {
                words.append("")
            }
            words[words.count - 1].append(character)
        }
        return words
    }
}
