import Testing

@Suite("Swift scanner: comments and strings are blanked, lines kept, declarations found")
struct SwiftScannerTests {
    private func words(_ source: String) -> [String] {
        SwiftScanner.tokens(SwiftScanner.strip(source)).filter(\.isIdentifier).map(\.text)
    }

    @Test func lineAndBlockComments_areBlankedKeepingNewlines() {
        let source = "let a = 1 // Router\n/* Interactor /* nested Store */ still comment */ let b\n"
        let stripped = SwiftScanner.strip(source)
        #expect(stripped.count == source.count)
        #expect(stripped.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(words(source) == ["let", "a", "let", "b"])
    }

    @Test func stringContents_areBlankedButInterpolatedCodeIsKept() {
        #expect(
            words(#"let s = "Router \(interactor.name) Store" + "\"quoted\" Router""#) == [
                "let", "s", "interactor", "name",
            ])
        #expect(words(#"let s = "\(f("inner Router", g(1)))" + x"#) == ["let", "s", "f", "g", "x"])
    }

    @Test func multilineAndRawStrings_areBlanked() {
        let source = ##"""
            let a = """
                struct Hidden {}
                "quoted" \(value) ""
                """
            let b = #"raw "Router" \(notCode) \#(code)"#
            let c = ##"two " "# Store"##
            struct Shown {}
            """##
        #expect(words(source) == ["let", "a", "value", "let", "b", "code", "let", "c", "struct", "Shown"])
        let tokens = SwiftScanner.tokens(SwiftScanner.strip(source))
        #expect(tokens.first { $0.text == "Shown" }?.line == 7)
    }

    @Test func tokens_carryTheirLine() {
        let tokens = SwiftScanner.tokens("import A\n\n  final class B {\n}\n")
        #expect(tokens.map(\.text) == ["import", "A", "final", "class", "B", "{", "}"])
        #expect(tokens.map(\.line) == [1, 1, 3, 3, 3, 3, 4])
    }

    @Test func topLevelDeclarations_skipNestedTypesAndMembers() {
        let source = """
            @MainActor
            public final class Outer<T>: P where T: Q {
                enum Nested { case a }
                class func make() -> Outer { fatalError() }
                struct Inner {}
            }
            extension Outer.Inner: Equatable {}
            protocol Only {}
            let value = Outer.self
            import struct Foundation.Date
            """
        let declarations = SwiftStructure.topLevelDeclarations(SwiftScanner.tokens(SwiftScanner.strip(source)))
        #expect(
            declarations.map { "\($0.kind) \($0.name) @\($0.line)" } == [
                "class Outer @2", "extension Outer.Inner @7", "protocol Only @8",
            ])
    }

    @Test func aTypeInsideAStringOrComment_isNotADeclaration() {
        let source = """
            // struct Commented {}
            let template = \"\"\"
            struct FromTemplate {}
            \"\"\"
            enum Real {}
            """
        let declarations = SwiftStructure.topLevelDeclarations(SwiftScanner.tokens(SwiftScanner.strip(source)))
        #expect(declarations.map(\.name) == ["Real"])
    }

    @Test func sourceFile_readsModuleNameAndLines() {
        let file = SourceFile(path: "Sources/Alpha/Money+Format.swift.txt", text: "a\nb\nc\n")
        #expect(file.path == "Sources/Alpha/Money+Format.swift")
        #expect(file.module == "Alpha")
        #expect(file.name == "Money+Format")
        #expect(file.baseName == "Money")
        #expect(file.isExtensionFile)
        #expect(file.lineCount == 3)
    }

    @Test func identifierWords_splitCamelCaseAcronymsAndUnderscores() {
        #expect(SourceFile.words(of: "paymentCardsInteractor") == ["payment", "Cards", "Interactor"])
        #expect(SourceFile.words(of: "URLRouter") == ["URL", "Router"])
        #expect(SourceFile.words(of: "wallet_store") == ["wallet", "store"])
        #expect(SourceFile.words(of: "Restore") == ["Restore"])
    }
}
