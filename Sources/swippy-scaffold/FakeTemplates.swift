/// The new module's test fakes, one type per file (see SourceTemplates for the notation).
enum FakeTemplates {
    static func files(_ m: ModuleName) -> [GeneratedFile] {
        let folder = "Tests/\(m.name)Tests/"
        return [
            GeneratedFile(path: folder + "Fake\(m.name)Interactor.swift", contents: interactor(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Router.swift", contents: router(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Repository.swift", contents: repository(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Listener.swift", contents: listener(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Dependency.swift", contents: dependency(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Error.swift", contents: error(m)),
        ]
    }

    static func interactor(_ m: ModuleName) -> String {
        #"""
        import SwippyCore
        @testable import \#(m.name)

        /// An interactor for presenter and router tests: counts every intent; a test sets `state`.
        @MainActor
        final class Fake\#(m.name)Interactor: \#(m.name)Interacting {
            let state = ObservableValue(\#(m.name)State())
            private(set) var loadCallCount = 0
            private(set) var chooseCallCount = 0
            private(set) var lastChosenIndex: Int?

            func load() {
                loadCallCount += 1
            }

            func choose(at index: Int) {
                chooseCallCount += 1
                lastChosenIndex = index
            }
        }

        """#
    }

    static func router(_ m: ModuleName) -> String {
        #"""
        @testable import \#(m.name)

        /// A router for presenter tests: the presenter only holds it (the real one follows the state).
        @MainActor
        final class Fake\#(m.name)Router: \#(m.name)Routing {}

        """#
    }

    static func repository(_ m: ModuleName) -> String {
        #"""
        @testable import \#(m.name)

        /// Items from memory, with a call count and a switchable failure.
        @MainActor
        final class Fake\#(m.name)Repository: \#(m.name)Repository {
            var available: [String]
            var failure: (any Error)?
            private(set) var itemsCallCount = 0

            init(items: [String] = []) {
                available = items
            }

            func items() throws -> [String] {
                itemsCallCount += 1
                if let failure { throw failure }
                return available
            }
        }

        """#
    }

    static func listener(_ m: ModuleName) -> String {
        #"""
        @testable import \#(m.name)

        /// A host for router and builder tests: records every chosen item.
        @MainActor
        final class Fake\#(m.name)Listener: \#(m.name)Listener {
            private(set) var chosenItems: [String] = []

            func \#(m.lower)DidChoose(_ item: String) {
                chosenItems.append(item)
            }
        }

        """#
    }

    static func dependency(_ m: ModuleName) -> String {
        #"""
        @testable import \#(m.name)

        /// What a test host gives the module.
        @MainActor
        final class Fake\#(m.name)Dependency: \#(m.name)Dependency {
            let \#(m.lower)Repository: any \#(m.name)Repository

            init(repository: any \#(m.name)Repository) {
                \#(m.lower)Repository = repository
            }
        }

        """#
    }

    static func error(_ m: ModuleName) -> String {
        #"""
        /// An error with fixed words, for failure paths.
        struct Fake\#(m.name)Error: Error, CustomStringConvertible {
            var description: String
        }

        """#
    }
}
