/// The new module's test fakes and samples, one type per file (see SourceTemplates for the notation).
enum FakeTemplates {
    static func files(_ m: ModuleName) -> [GeneratedFile] {
        let folder = "Tests/\(m.name)Tests/"
        return [
            GeneratedFile(path: folder + "Fake\(m.name)Interactor.swift", contents: interactor(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Repository.swift", contents: repository(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Listener.swift", contents: listener(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Dependency.swift", contents: dependency(m)),
            GeneratedFile(path: folder + "Fake\(m.name)Error.swift", contents: error(m)),
            GeneratedFile(path: folder + "\(m.name)Samples.swift", contents: samples(m)),
        ]
    }

    static func interactor(_ m: ModuleName) -> String {
        #"""
        import SwippyCore
        @testable import \#(m.name)

        /// An interactor for presenter and router tests: records every intent; a test sets `state`.
        @MainActor
        final class Fake\#(m.name)Interactor: \#(m.name)Interacting {
            let state = ObservableValue(\#(m.name)State())
            private(set) var loadCallCount = 0
            private(set) var turns: [Bool] = []
            private(set) var opened: [Int] = []
            private(set) var backCallCount = 0
            /// What `back()` answers.
            var backAnswer = true

            func load() {
                loadCallCount += 1
            }

            func turnPage(forward: Bool) {
                turns.append(forward)
            }

            func open(at index: Int) {
                opened.append(index)
            }

            func back() -> Bool {
                backCallCount += 1
                return backAnswer
            }
        }

        """#
    }

    static func repository(_ m: ModuleName) -> String {
        #"""
        @testable import \#(m.name)

        /// Items from memory, with a call count and a switchable failure.
        @MainActor
        final class Fake\#(m.name)Repository: \#(m.name)Repository {
            var available: [\#(m.name)Item]
            var failure: (any Error)?
            private(set) var itemsCallCount = 0

            init(items: [\#(m.name)Item] = []) {
                available = items
            }

            func items() throws -> [\#(m.name)Item] {
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

        /// A host for router and builder tests: counts the closes.
        @MainActor
        final class Fake\#(m.name)Listener: \#(m.name)Listener {
            private(set) var closeCount = 0

            func \#(m.lower)DidClose() {
                closeCount += 1
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
            let pageSize: Int

            init(repository: any \#(m.name)Repository, pageSize: Int = \#(m.name)State.pageSize) {
                \#(m.lower)Repository = repository
                self.pageSize = pageSize
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

    static func samples(_ m: ModuleName) -> String {
        #"""
        @testable import \#(m.name)

        /// Items the tests list: "Item 1" … "Item N", each worth "₹N.00" with two fields.
        enum \#(m.name)Samples {
            static func items(_ count: Int) -> [\#(m.name)Item] {
                (0..<count).map { index in
                    \#(m.name)Item(
                        title: "Item \(index + 1)", value: "₹\(index + 1).00",
                        fields: [
                            \#(m.name)Field("Amount", "₹\(index + 1).00", keep: true),
                            \#(m.name)Field("Note", "Sample \(index + 1)"),
                        ])
                }
            }
        }

        """#
    }
}
