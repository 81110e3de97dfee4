import Foundation
import SwippyTestSupport
import Testing

/// Every screen of every feature module appears in the module's own JSON run: each feature of Package.swift has a
/// `<Feature>JSONScreenTests` that draws its screens through the JSON View and checks them against the presenters
/// in its sources (`ScreenCoverage`). A feature added without one fails here, by name.
@Suite("The JSON View draws every feature's screens in the feature's own tests")
struct JSONScreenCoverageTests {
    /// The names in Package.swift's `let features = [ … ]`.
    static func features() throws -> [String] {
        let manifest = try String(
            contentsOf: RepositoryFiles.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        guard let start = manifest.range(of: "let features = ["),
            let end = manifest[start.upperBound...].firstIndex(of: "]")
        else { return [] }
        return manifest[start.upperBound..<end].split(separator: "\"").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func everyFeature_hasAJSONScreenTest_thatChecksItsScreensAgainstItsPresenters() throws {
        let features = try Self.features()
        #expect(features.count >= 10)
        for feature in features {
            let url = RepositoryFiles.root.appendingPathComponent(
                "Tests/\(feature)Tests/\(feature)JSONScreenTests.swift")
            let text = try? String(contentsOf: url, encoding: .utf8)
            #expect(text != nil, "\(feature) has no \(feature)JSONScreenTests.swift")
            #expect(
                text?.contains("ScreenCoverage.presenters(ofModule: \"\(feature)\")") == true,
                "\(feature)JSONScreenTests does not check its screens against \(feature)'s presenters")
            #expect(!(try ScreenCoverage.presenters(ofModule: feature)).isEmpty, "\(feature) has no presenter")
        }
    }
}
