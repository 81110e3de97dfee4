/// What the scaffold adds to SwippyApp, as templates (see SourceTemplates for the notation): the module's data
/// adapter over the wallet store, the app router's builder and listener for it, and its home entry.
enum AppTemplates {
    /// The new files in SwippyApp.
    static func files(_ m: ModuleName) -> [GeneratedFile] {
        [
            GeneratedFile(path: "Sources/SwippyApp/Features/\(m.name)DataAdapter.swift", contents: dataAdapter(m)),
            GeneratedFile(path: "Sources/SwippyApp/Features/AppRouter+\(m.name).swift", contents: routerExtension(m)),
        ]
    }

    /// The lines of the module's entry in `AppRouter.features`, inserted above the marker.
    static func homeEntry(_ m: ModuleName) -> String {
        #"""
                FeatureEntry(
                    word: "\#(m.kebab)", title: "\#(m.title)",
                    summary: "Newest transactions in detail"
                ) { $0.build\#(m.name)() },

        """#
    }

    static func dataAdapter(_ m: ModuleName) -> String {
        let imports = ["Foundation", m.name, "SwippyCore", "SwippyData"].sorted().map { "import \($0)" }
        return imports.joined(separator: "\n") + "\n" + #"""

            /// Adapts the wallet store to \#(m.name), read-only, for the signed-in user: their newest transactions,
            /// each with its amount, date, category and reference. Replace it with the part of the wallet the
            /// feature is about.
            @MainActor
            final class \#(m.name)DataAdapter: \#(m.name)Dependency, \#(m.name)Repository {
                /// How many of the newest transactions the list holds.
                static let limit = 50

                let pageSize: Int
                private let store: WalletStore
                private let session: AppSession
                private let timeZone: TimeZone

                /// `timeZone` is the user's, in which dates are shown; `pageSize` fits the terminal now.
                init(store: WalletStore, session: AppSession, timeZone: TimeZone, pageSize: Int) {
                    self.store = store
                    self.session = session
                    self.timeZone = timeZone
                    self.pageSize = pageSize
                }

                var \#(m.lower)Repository: any \#(m.name)Repository { self }

                func items() throws -> [\#(m.name)Item] {
                    store.readHistory(ofUser: session.userID, limit: Self.limit).map { transaction in
                        let amount = Money(transaction.signedAmount, transaction.currency).formatted
                        let signed = transaction.signedAmount > 0 ? "+" + amount : amount
                        let note = transaction.note.isEmpty ? [] : [\#(m.name)Field("Note", transaction.note)]
                        return \#(m.name)Item(
                            title: transaction.counterparty, value: signed,
                            fields: [
                                \#(m.name)Field("Amount", signed, keep: true),
                                \#(m.name)Field(
                                    "Date", SwippyDate.dayAndTime(transaction.date, in: timeZone), keep: true),
                                \#(m.name)Field("Category", transaction.category),
                                \#(m.name)Field("Reference", transaction.reference, keep: true),
                            ] + note)
                    }
                }
            }

            extension AppComponent {
                /// \#(m.name)'s dependency: a read-only adapter over the store, made for each build, so its pages
                /// fit the terminal as it is when the module opens.
                var \#(m.lower)Dependency: any \#(m.name)Dependency {
                    \#(m.name)DataAdapter(
                        store: store, session: session, timeZone: timeZone, pageSize: listPageSize)
                }
            }

            """#
    }

    static func routerExtension(_ m: ModuleName) -> String {
        let imports = [m.name, "SwippyCore"].sorted().map { "import \($0)" }
        return imports.joined(separator: "\n") + "\n" + #"""

            extension AppRouter: \#(m.name)Listener {
                /// The \#(m.name) list, wired to this router (home word "\#(m.kebab)").
                func build\#(m.name)() -> any Screen {
                    Trace.built(\#(m.name)Builder(dependency: component.\#(m.lower)Dependency)) {
                        $0.build(listener: self, navigator: navigator)
                    }
                }

                /// The user left \#(m.name)'s list: the module's screen comes off the stack.
                func \#(m.lower)DidClose() {
                    Trace.listener()
                    navigator.pop()
                }
            }

            """#
    }
}
