import Foundation
import Testing

/// The rules run against the repository's own Sources. Each test lists every violation as `path:line` in its
/// failure message.
///
/// List the current violations at any time (the report test only runs when asked):
/// `SWIPPY_FITNESS_REPORT=1 swift test --filter ArchitectureTests.RealSourcesTests`
@Suite("Architecture fitness: the real Sources")
struct RealSourcesTests {
    private func check(_ rule: any ArchitectureRule.Type) throws {
        let violations = rule.violations(in: try RepositoryLayout.sources())
        #expect(
            violations.isEmpty,
            "\(violations.count) × \(rule.name):\n\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func theRealTree_isReadWithTheFeaturesOfPackageSwift() throws {
        let tree = try RepositoryLayout.sources()
        #expect(!tree.features.isEmpty)
        for feature in tree.features {
            #expect(tree.files.contains { $0.module == feature }, "no Sources/\(feature) files found")
        }
        #expect(tree.files.contains { $0.path == "Sources/swippy-scaffold/main.swift" })
    }

    @Test func noFeatureImportsASibling() throws { try check(SiblingImportRule.self) }

    @Test func noViewNamesAnInteractorRouterRepositoryOrStore() throws { try check(ViewNamingRule.self) }

    @Test func nothingIsPublicOutsideBuilderAndContracts() throws { try check(PublicAccessRule.self) }

    @Test func everyPresenterBindsThroughTheObservable() throws { try check(PresenterBindingRule.self) }

    @Test func everyFileHoldsOneMainTypeNamedAsTheFileWithin300Lines() throws { try check(FileShapeRule.self) }

    @Test func featuresImportOnlyTheSharedTargetsAndSystemModules() throws { try check(FeatureImportRule.self) }

    @Test func noInteractorNamesAViewPresenterOrRouter() throws { try check(InteractorDirectionRule.self) }

    @Test func presentersTalkOnlyToTheirInteractorRouterAndView() throws { try check(PresenterDirectionRule.self) }

    @Test func viewsImportOnlyCoreAndTextDoNoIOAndNameNoDomainRule() throws { try check(ViewPurityRule.self) }

    @Test func onlyBuildersConstructInteractorsAndRouters() throws { try check(BuilderConstructsRule.self) }

    @Test func routersLeaveOnlyThroughTheirListenerAndPresentersAskNothingElse() throws {
        try check(NavigationChannelRule.self)
    }

    @Test func noFeatureFileDoesIO() throws { try check(FeatureInputOutputRule.self) }

    @Test func routersHoldNoRepositoryStoreOrLedger() throws { try check(RouterDirectionRule.self) }

    @Test func everyRule_hasItsTestHere() throws {
        // A rule added to ArchitectureRules.all and forgotten here would never run against the real Sources.
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for rule in ArchitectureRules.all {
            #expect(source.contains("check(\(rule).self)"), "no test checks \(rule.name) against Sources")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["SWIPPY_FITNESS_REPORT"] != nil))
    func report() throws {
        let tree = try RepositoryLayout.sources()
        var lines = ["Architecture fitness report (features: \(tree.features.joined(separator: ", ")))"]
        for rule in ArchitectureRules.all {
            let violations = rule.violations(in: tree)
            lines.append("== \(rule.name): \(violations.count)")
            lines += violations.map { "  " + $0.description }
        }
        print(lines.joined(separator: "\n"))
    }
}
