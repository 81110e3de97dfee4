import SwippyCore
import SwippyTestSupport
import Testing

/// The signed-in home screen of the real binary at 100, 80, 60 and 40 columns: every credit line keeps its
/// card's last four digits, and no line is wider than the screen.
@Suite("End to end: home at four widths")
struct HomeWidthsEndToEndTests {
    @Test func home_atFourWidths_keepsTheCardDigits() throws {
        var lines: [String] = []
        for width in Snapshot.layoutWidths {
            let output = try SwippyProcess.run(
                input: SwippyProcess.signInAsDemoUser + "q\n",
                environment: ["COLUMNS": "\(width)", "SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z"])
            let screen = output.stdout.components(separatedBy: "\n")
            let home = Array(screen.drop { !$0.hasPrefix("Hello, Asha Rao") })
            #expect(!home.isEmpty)
            #expect(home.allSatisfy { DisplayWidth.of($0) <= width }, "\(width)")
            for digits in ["••3456", "••7788"] {
                #expect(home.contains { $0.contains(digits) }, "\(digits) at \(width)")
            }
            lines += ["── \(width) columns ──"] + home
        }
        #expect(Snapshot.check(lines, named: "home-widths") == nil)
    }
}
