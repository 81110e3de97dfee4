import Testing

/// Each rule fires on its planted violations (and only there: every fixture also holds near misses such as
/// the forbidden word in a comment or a string), and the clean fixture passes every rule.
@Suite("Architecture rules on planted fixtures")
struct FixtureRuleTests {
    private func locations(_ rule: any ArchitectureRule.Type, _ fixture: String) throws -> [String] {
        rule.violations(in: try RepositoryLayout.fixture(fixture)).map(\.location)
    }

    @Test func theCleanFixture_passesEveryRule() throws {
        let tree = try RepositoryLayout.fixture("Clean")
        #expect(tree.features == ["Alpha", "Beta"])
        #expect(tree.files.count == 14)
        let violations = ArchitectureRules.violations(in: tree)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func siblingImport_firesOnAFeatureImportingAnotherFeature() throws {
        #expect(
            try locations(SiblingImportRule.self, "SiblingImport") == [
                "Sources/Alpha/AlphaRouter.swift:2", "Sources/Alpha/AlphaRouter.swift:3",
            ])
    }

    @Test func viewNames_firesOnEachInteractorRouterRepositoryOrStoreNamedInAView() throws {
        let view = "Sources/Alpha/AlphaView.swift:"
        #expect(
            try locations(ViewNamingRule.self, "ViewNames") == [
                "Sources/Alpha/AlphaView+Rows.swift:2",
                view + "8", view + "8", view + "8", view + "9", view + "9", view + "10", view + "10", view + "11",
                view + "11",
            ])
    }

    @Test func publicAccess_firesOutsideBuilderAndContracts() throws {
        #expect(
            try locations(PublicAccessRule.self, "PublicAccess") == [
                "Sources/Alpha/AlphaInteractor.swift:3", "Sources/Alpha/AlphaInteractor.swift:4",
                "Sources/Alpha/AlphaInteractor.swift:6",
            ])
    }

    @Test func presenterBinding_firesWithoutObservationViewModelMappingOrWithStoredState() throws {
        let violations = PresenterBindingRule.violations(in: try RepositoryLayout.fixture("PresenterBinding"))
        #expect(
            violations.map(\.location) == [
                "Sources/Alpha/NoObservePresenter.swift:1",
                "Sources/Alpha/NoStartPresenter.swift:1", "Sources/Alpha/NoStartPresenter.swift:1",
                "Sources/Alpha/StatefulPresenter.swift:5", "Sources/Alpha/StatefulPresenter.swift:6",
                "Sources/Alpha/StatefulPresenter.swift:7", "Sources/Alpha/StatefulPresenter.swift:8",
            ])
        #expect(violations.map(\.message).filter { $0.contains("keeps its own state") }.count == 4)
        #expect(violations.first?.message.contains("does not observe the interactor's state") == true)
    }

    @Test func fileShape_firesOnSharedSideTypesMisnamedFilesLongContractsValuesAndLongFiles() throws {
        let violations = FileShapeRule.violations(in: try RepositoryLayout.fixture("FileShape"))
        #expect(
            violations.map(\.location) == [
                "Sources/Alpha/AlphaContracts.swift:12",
                "Sources/Core/Long.swift:301",
                "Sources/Core/Misnamed.swift:2",
                "Sources/Core/Money+Format.swift:5",
                "Sources/Core/TwoTypes.swift:13",
            ])
        #expect(
            violations.map(\.description).contains(
                "Sources/Core/Long.swift:301: [file-shape] 301 lines: a file stays within 300; split it by concern"))
        #expect(violations.last?.message.contains("also used by Consumer.swift") == true)
    }

    @Test func featureImport_firesOnAnythingButTheSharedTargetsAndSystemModules() throws {
        let violations = FeatureImportRule.violations(in: try RepositoryLayout.fixture("FeatureImport"))
        #expect(
            violations.map(\.location) == [
                "Sources/Alpha/AlphaInteractor.swift:4", "Sources/Alpha/AlphaInteractor.swift:6",
            ])
        #expect(violations.first?.message.contains("imports SwippyStorage") == true)
    }

    @Test func interactorDirection_firesOnEachViewPresenterRouterNavigatorOrScreenStackAnInteractorNames() throws {
        let main = "Sources/Alpha/AlphaInteractor.swift:"
        let stack = "Sources/Alpha/AlphaInteractor+Stack.swift:"
        #expect(
            try locations(InteractorDirectionRule.self, "InteractorDirection") == [
                "Sources/Alpha/AlphaInteractor+Load.swift:4",
                stack + "5", stack + "5", stack + "5", stack + "5", stack + "6", stack + "6", stack + "6",
                main + "7", main + "7", main + "8", main + "8", main + "9", main + "9", main + "12", main + "12",
                main + "13",
            ])
    }

    @Test func presenterDirection_firesOnARepositoryLedgerOtherCollaboratorOrConcreteInteractorInAPresenter() throws {
        let violations = PresenterDirectionRule.violations(in: try RepositoryLayout.fixture("PresenterDirection"))
        let presenter = "Sources/Alpha/AlphaPresenter.swift:"
        let detail = "Sources/Alpha/DetailPresenter.swift:"
        #expect(
            violations.map(\.location)
                == ["9", "9", "9", "10", "13", "13", "13", "16", "28", "29"].map { presenter + $0 }
                + ["6", "9", "15", "17"].map { detail + $0 })
        #expect(violations.filter { $0.message.contains("holds `any WallClock`") }.count == 1)
        #expect(violations.filter { $0.message.contains("names the concrete `AlphaInteractor`") }.count == 3)
    }

    @Test func routerDirection_firesOnARepositoryStoreLedgerOrOtherCollaboratorInARouter() throws {
        let violations = RouterDirectionRule.violations(in: try RepositoryLayout.fixture("RouterDirection"))
        let router = "Sources/Alpha/AlphaRouter.swift:"
        #expect(
            violations.map(\.location) == [
                "Sources/Alpha/AlphaRouter+Data.swift:3", "Sources/Alpha/AlphaRouter+Data.swift:4",
                router + "11", router + "11", router + "11", router + "12", router + "13",
            ])
        #expect(violations.contains { $0.message.contains("holds `any AlphaRepository`") })
    }

    @Test func featureInputOutput_firesOnIOInAHelperOrAPresenter_butNotInAViewOrOnNearMisses() throws {
        let violations = FeatureInputOutputRule.violations(in: try RepositoryLayout.fixture("FeatureInputOutput"))
        let presenter = "Sources/Alpha/AlphaPresenter.swift:"
        let helper = "Sources/Alpha/AlphaText.swift:"
        #expect(
            violations.map(\.location)
                == ["14", "15", "16"].map { presenter + $0 } + ["11", "12", "13", "14"].map { helper + $0 })
        #expect(
            violations.map { String($0.message.prefix(while: { $0 != ":" })) } == [
                "does I/O with `readLine`", "does I/O with `debugPrint`", "does I/O with `exit`",
                "does I/O with `print`", "does I/O with `FileHandle`", "does I/O with `contentsOfFile`",
                "does I/O with `print`",
            ])
    }

    @Test func viewPurity_firesOnImportsIOAndDomainRulesInAView() throws {
        let violations = ViewPurityRule.violations(in: try RepositoryLayout.fixture("ViewPurity"))
        let view = "Sources/Alpha/AlphaView.swift:"
        #expect(
            violations.map(\.location) == [
                "Sources/Alpha/AlphaView+Rows.swift:4", "Sources/Alpha/AlphaView+Rows.swift:5",
                view + "1", view + "3", view + "9", view + "10", view + "11",
            ])
        #expect(
            violations.map(\.message).contains(
                "the View imports SwippyData: a View imports only SwippyCore and SwippyText"))
    }

    @Test func builderConstructs_firesOnInteractorsAndRoutersMadeOutsideABuilder_andPresentersOutsideItsRouter() throws
    {
        #expect(
            try locations(BuilderConstructsRule.self, "BuilderConstructs") == [
                "Sources/Alpha/AlphaInteractor+Child.swift:3", "Sources/Alpha/AlphaRouter.swift:15",
                "Sources/Alpha/AlphaRouter.swift:17", "Sources/Alpha/AlphaState.swift:3",
            ])
    }

    @Test func navigationChannel_firesOnARouterMovingTheStackInNavigate_orAPresenterCallingItsRouterOtherwise()
        throws
    {
        let violations = NavigationChannelRule.violations(in: try RepositoryLayout.fixture("NavigationChannel"))
        let router = "Sources/Alpha/AlphaRouter.swift:"
        #expect(
            violations.map(\.location) == [
                "Sources/Alpha/AlphaPresenter.swift:9",
                "Sources/Alpha/AlphaRouter+Other.swift:4",
                router + "13", router + "13", router + "13", router + "13",
            ])
        #expect(violations.contains { $0.message.contains("never tells the listener") })
        #expect(violations.contains { $0.message.contains("router.showDetails(…)") })
    }

    @Test func everyViolationFixture_isCleanForTheRulesItDoesNotPlant() throws {
        // ViewNames' view constructs an interactor and names the store: the purity and construction rules see
        // those two plants as well.
        let planted: [(String, Set<String>)] = [
            ("SiblingImport", [SiblingImportRule.name]),
            ("ViewNames", [ViewNamingRule.name, ViewPurityRule.name, BuilderConstructsRule.name]),
            ("PublicAccess", [PublicAccessRule.name]), ("FileShape", [FileShapeRule.name]),
            ("FeatureImport", [FeatureImportRule.name]), ("InteractorDirection", [InteractorDirectionRule.name]),
            ("PresenterDirection", [PresenterDirectionRule.name]), ("ViewPurity", [ViewPurityRule.name]),
            ("BuilderConstructs", [BuilderConstructsRule.name]),
            ("NavigationChannel", [NavigationChannelRule.name, PresenterBindingRule.name]),
            ("RouterDirection", [RouterDirectionRule.name]),
            ("FeatureInputOutput", [FeatureInputOutputRule.name, ViewPurityRule.name]),
        ]
        for (fixture, rules) in planted {
            let others = ArchitectureRules.violations(in: try RepositoryLayout.fixture(fixture))
                .filter { !rules.contains($0.rule) && $0.rule != FileShapeRule.name }
                .filter { $0.rule != PresenterBindingRule.name }
            #expect(others.isEmpty, "\(fixture): \(others.map(\.description))")
        }
    }
}
