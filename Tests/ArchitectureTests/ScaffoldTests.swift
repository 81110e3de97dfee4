import Foundation
import Testing

@testable import swippy_scaffold

/// The scaffold as a library: names it accepts, the files it plans and the Package.swift edit it makes.
/// Pure string work; CI (.ci/run) compiles and tests a scaffolded module in a copy of the repository.
@Suite("Module scaffold")
struct ScaffoldTests {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let features = ["PaymentCards", "Transfer"]

        let package = Package(
            name: "Swippy",
            targets: [
                .target(name: "SwippyCore"),
                .executableTarget(name: "swippy-scaffold"),
                .testTarget(
                    name: "SwippyCoreTests", dependencies: ["SwippyCore"]),
            ]
        )
        """

    static let router = """
        @MainActor
        final class AppRouter {
            static let features: [FeatureEntry] = [
                FeatureEntry(word: "cards", title: "Payment cards", summary: "Your cards") { $0.buildPaymentCards() },
                \(AppWiring.marker)
            ]
        }
        """

    private func plan(_ name: String, existing: Set<String> = [], router: String = router) throws
        -> ModuleScaffold.Plan
    {
        try ModuleScaffold.plan(name, manifest: Self.manifest, router: router) { existing.contains($0) }
    }

    private func refusal(_ name: String, existing: Set<String> = [], router: String = router) -> String? {
        do {
            _ = try plan(name, existing: existing, router: router)
            return nil
        } catch let error as ScaffoldError {
            #expect(error.exitCode == 64)
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func theGenerator_plansAllFiveLayersTheAppWiringTheirTestsAndFakes() throws {
        #expect(
            try plan("Savings").files.map(\.path) == [
                "Sources/Savings/SavingsBuilder.swift", "Sources/Savings/SavingsContracts.swift",
                "Sources/Savings/SavingsState.swift", "Sources/Savings/SavingsInteractor.swift",
                "Sources/Savings/SavingsListPresenter.swift", "Sources/Savings/SavingsListViewModel.swift",
                "Sources/Savings/SavingsDetailPresenter.swift", "Sources/Savings/SavingsDetailViewModel.swift",
                "Sources/Savings/SavingsView.swift",
                "Sources/Savings/SavingsRouter.swift", "Sources/Savings/README.md",
                "Sources/SwippyApp/Features/SavingsDataAdapter.swift",
                "Sources/SwippyApp/Features/AppRouter+Savings.swift",
                "Tests/SavingsTests/SavingsInteractorTests.swift", "Tests/SavingsTests/SavingsListPresenterTests.swift",
                "Tests/SavingsTests/SavingsDetailPresenterTests.swift", "Tests/SavingsTests/SavingsViewTests.swift",
                "Tests/SavingsTests/SavingsRouterTests.swift", "Tests/SavingsTests/SavingsBuilderTests.swift",
                "Tests/SavingsTests/SavingsEndToEndTests.swift", "Tests/SavingsTests/FakeSavingsInteractor.swift",
                "Tests/SavingsTests/FakeSavingsRepository.swift",
                "Tests/SavingsTests/FakeSavingsListener.swift", "Tests/SavingsTests/FakeSavingsDependency.swift",
                "Tests/SavingsTests/FakeSavingsError.swift", "Tests/SavingsTests/SavingsSamples.swift",
                "Tests/Snapshots/SavingsTests/savings-list.txt", "Tests/Snapshots/SavingsTests/savings-failed.txt",
                "Tests/Snapshots/SavingsTests/savings-detail.txt",
            ])
    }

    @Test func theGeneratedModule_followsEveryArchitectureRule() throws {
        let files = try plan("SavingsGoals").files.filter { $0.path.hasSuffix(".swift") }
        let sources = files.filter { $0.path.hasPrefix("Sources/") }.map {
            SourceFile(path: $0.path, text: $0.contents)
        }
        let tree = SourceTree(features: ["PaymentCards", "SavingsGoals"], files: sources)
        #expect(sources.contains { $0.path == "Sources/SwippyApp/Features/AppRouter+SavingsGoals.swift" })
        #expect(ArchitectureRules.violations(in: tree).map(\.description) == [])
        #expect(sources.contains { $0.name == "SavingsGoalsListPresenter" })
        let tests = files.filter { $0.path.hasPrefix("Tests/") }.map { SourceFile(path: $0.path, text: $0.contents) }
        let testTree = SourceTree(features: [], files: tests)
        #expect(FileShapeRule.violations(in: testTree).map(\.description) == [], "one main type per test file too")
    }

    @Test func theGeneratedModule_usesTheNameAsTypePrefixAndValueName() throws {
        let files = try plan("ATMFinder").files
        let contracts = files.first { $0.path == "Sources/ATMFinder/ATMFinderContracts.swift" }?.contents ?? ""
        #expect(contracts.contains("public protocol ATMFinderDependency: AnyObject {"))
        #expect(contracts.contains("var atmFinderRepository: any ATMFinderRepository { get }"))
        #expect(contracts.contains("func atmFinderDidClose()"))
        #expect(!files.contains { $0.contents.contains("\\#(") }, "every template placeholder is filled")
        #expect(files.contains { $0.path == "Tests/Snapshots/ATMFinderTests/atm-finder-list.txt" })
    }

    @Test func theManifestEdit_appendsTheFeatureToAOneLineList() throws {
        let edited = try plan("Savings").manifest
        #expect(edited.contains("let features = [\"PaymentCards\", \"Transfer\", \"Savings\"]\n"))
        #expect(edited.replacingOccurrences(of: ", \"Savings\"", with: "") == Self.manifest)
        #expect(PackageManifest.features(in: edited) == ["PaymentCards", "Transfer", "Savings"])
    }

    @Test func theManifestEdit_keepsAOnePerLineListInItsStyle() throws {
        let manifest = "let features = [\n    \"PaymentCards\",\n    \"Transfer\"\n]\nlet package = 1\n"
        #expect(
            try PackageManifest.addingFeature("Savings", to: manifest)
                == "let features = [\n    \"PaymentCards\",\n    \"Transfer\",\n    \"Savings\",\n]\nlet package = 1\n")
        #expect(try PackageManifest.addingFeature("Savings", to: "let features = []") == "let features = [\"Savings\"]")
        #expect(throws: ScaffoldError.self) { try PackageManifest.addingFeature("Savings", to: "let package = 1") }
    }

    @Test func theManifest_namesItsTargets() {
        #expect(
            PackageManifest.targetNames(in: Self.manifest) == [
                "Swippy", "SwippyCore", "swippy-scaffold", "SwippyCoreTests",
                "PaymentCards", "PaymentCardsTests", "Transfer", "TransferTests",
            ])
    }

    @Test func aNameThatIsNotUpperCamelCase_isRefused() {
        #expect(refusal("savings")?.contains("not an UpperCamelCase identifier") == true)
        #expect(refusal("Savings-Goals")?.contains("not an UpperCamelCase identifier") == true)
        #expect(refusal("")?.contains("not an UpperCamelCase identifier") == true)
        #expect(refusal("Épargne")?.contains("not an UpperCamelCase identifier") == true)
        #expect(refusal("Foundation") == "'Foundation' would shadow a system module or a standard type")
    }

    @Test func anExistingTargetOrFolder_isRefusedAndNothingIsOverwritten() {
        #expect(refusal("Transfer") == "'Transfer' is already a target in Package.swift")
        #expect(refusal("SwippyCore") == "'SwippyCore' is already a target in Package.swift")
        #expect(refusal("PaymentCardsTests") == "'PaymentCardsTests' is already a target in Package.swift")
        #expect(
            refusal("Savings", existing: ["Sources/Savings"])
                == "Sources/Savings already exists; the scaffold never overwrites")
        #expect(
            refusal("Savings", existing: ["Tests/SavingsTests"])
                == "Tests/SavingsTests already exists; the scaffold never overwrites")
    }

    @Test func theRealManifest_getsTheNewFeatureAtTheEndOfItsList() throws {
        let url = RepositoryLayout.root.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: url, encoding: .utf8)
        let features = PackageManifest.features(in: manifest)
        #expect(features.contains("PaymentCards"))
        let router = try String(
            contentsOf: RepositoryLayout.root.appendingPathComponent(AppWiring.routerPath), encoding: .utf8)
        let plan = try ModuleScaffold.plan("ScaffoldProbe", manifest: manifest, router: router) { _ in false }
        #expect(PackageManifest.features(in: plan.manifest) == features + ["ScaffoldProbe"])
        #expect(plan.router.contains("word: \"scaffold-probe\", title: \"Scaffold probe\""))
        #expect(plan.router.contains("{ $0.buildScaffoldProbe() },\n        \(AppWiring.marker)\n    ]"))
    }
}

extension ScaffoldTests {
    @Test func theSnapshots_holdTheFourVariantsOfEachScreen() throws {
        let list = try plan("Savings").files.first { $0.path == "Tests/Snapshots/SavingsTests/savings-list.txt" }
        let lines = list?.contents.components(separatedBy: "\n") ?? []
        #expect(
            lines.prefix(7) == [
                "── 80 columns, colour off ──", "Savings", "=======", "", "  6–10 of 12 items · page 2 of 3", "",
                "   6.  Item 6    ₹6.00",
            ])
        #expect(
            lines.filter { $0.hasPrefix("── ") } == [
                "── 80 columns, colour off ──", "── 80 columns, colour on ──",
                "── 40 columns, colour off ──", "── 40 columns, colour on ──",
            ])
        #expect(lines.contains("␛[1mSavings␛[0m"))
    }
}

extension ScaffoldTests {
    @Test func theHomeEntry_goesAboveTheMarker_andNothingElseChanges() throws {
        let router = try plan("SavingsGoals").router
        let entry = """
                    FeatureEntry(
                        word: "savings-goals", title: "Savings goals",
                        summary: "Newest transactions in detail"
                    ) { $0.buildSavingsGoals() },
                    \(AppWiring.marker)
            """
        #expect(router.contains(entry))
        #expect(
            router.replacingOccurrences(
                of: AppTemplates.homeEntry(try ModuleName(validating: "SavingsGoals", manifest: "")), with: "")
                == Self.router)
    }

    @Test func aMissingOrDoubledMarker_isRefused() {
        let missing = Self.router.replacingOccurrences(of: AppWiring.marker, with: "")
        #expect(
            refusal("Savings", router: missing)?.hasPrefix("Sources/SwippyApp/Composition/AppRouter.swift has no line")
                == true)
        let doubled = Self.router.replacingOccurrences(
            of: AppWiring.marker, with: AppWiring.marker + "\n" + AppWiring.marker)
        #expect(refusal("Savings", router: doubled)?.contains("has more than one line") == true)
    }

    @Test func aTakenOrReservedHomeWord_isRefused() {
        #expect(
            refusal("Cards")
                == "the home word 'cards' is taken in Sources/SwippyApp/Composition/AppRouter.swift: "
                + "choose another name"
        )
        #expect(refusal("Help") == "the home word 'help' is a command there already: choose another name")
        #expect(refusal("T2") == "the home word 't2' is a command there already: choose another name")
    }

    @Test func anAppFileThatExists_isRefused() {
        #expect(
            refusal("Savings", existing: ["Sources/SwippyApp/Features/SavingsDataAdapter.swift"])
                == "Sources/SwippyApp/Features/SavingsDataAdapter.swift already exists; the scaffold never overwrites")
    }

    @Test func theTitleAndWord_comeFromTheNamesWords() throws {
        let atm = try ModuleName(validating: "ATMFinder", manifest: "")
        #expect(atm.title == "ATM finder")
        #expect(atm.kebab == "atm-finder")
        let top = try ModuleName(validating: "Top10Cards", manifest: "")
        #expect(top.title == "Top10 cards")
        #expect(top.kebab == "top10-cards")
    }
}
