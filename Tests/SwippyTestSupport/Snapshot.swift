import Foundation
import SwippyCore

/// Whole screens compared with expected-output files kept beside the tests.
///
/// Files live in `Tests/Snapshots/<Target>/<name>.txt` (`<Target>` is the calling test file's target
/// folder; outside the target folders so SwiftPM sees no unhandled files), one line per output line, escape characters
/// (ESC) shown as "␛" so colour is readable and diffable.
/// ``checkScreen(named:file:_:)`` renders a view at the four variants every View test covers
/// (80 and 40 columns, colour off and on) into ONE file, each variant under a header line
/// "── 80 columns, colour off ──"; that keeps a screen's variants side by side in review.
///
/// Use: `#expect(Snapshot.checkScreen(named: "card-list") { PaymentCardsView.render(model, $0) } == nil)`.
/// Both calls return nil when the output equals the file, else a message with a line diff.
///
/// Recording: run the tests with `SWIPPY_RECORD_SNAPSHOTS=1` (e.g.
/// `SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter PaymentCardsViewTests`). Every checked snapshot is
/// (re)written and reported as recorded, so a run in record mode never passes; run again without the
/// variable, then review the files with `git diff` before committing them. A missing file fails with
/// a message saying how to record it.
public enum Snapshot {
    /// The environment variable that turns recording on.
    public static let recordVariable = "SWIPPY_RECORD_SNAPSHOTS"

    /// The four variants of every screen snapshot: 80 and 40 columns, colour off and on.
    public static let variants = [
        RenderContext(width: 80), RenderContext(width: 80, colorEnabled: true),
        RenderContext(width: 40), RenderContext(width: 40, colorEnabled: true),
    ]

    /// Compares `lines` with its file (see ``url(named:file:)``): nil when equal,
    /// otherwise a readable diff (or a note that the file was recorded or is missing).
    public static func check(_ lines: [String], named name: String, file: StaticString = #filePath) -> String? {
        compare(text(lines), url: url(named: name, file: file))
    }

    /// Renders a screen at the four ``variants`` and compares them, in one file, with the file `name`.
    public static func checkScreen(
        named name: String, file: StaticString = #filePath, _ render: (RenderContext) -> [String]
    ) -> String? {
        let lines = variants.flatMap { context in
            ["── \(context.width) columns, colour \(context.colorEnabled ? "on" : "off") ──"] + render(context)
        }
        return check(lines, named: name, file: file)
    }

    /// The widths a layout that must keep what matters is proven at (colour off): 100, 80, 60 and 40 columns.
    public static let layoutWidths = [100, 80, 60, 40]

    /// Renders a screen at each of ``layoutWidths``, colour off, and compares them, in one file, with `name`.
    public static func checkWidths(
        named name: String, file: StaticString = #filePath, _ render: (RenderContext) -> [String]
    ) -> String? {
        let lines = layoutWidths.flatMap { width in
            ["── \(width) columns ──"] + render(RenderContext(width: width))
        }
        return check(lines, named: name, file: file)
    }

    /// The file's text for `lines`: "␛" for ESC, a newline after each line.
    public static func text(_ lines: [String]) -> String {
        lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") + "\n" }.joined()
    }

    /// Where `name` is kept for the test file `file`: `Tests/Snapshots/<its target folder>/<name>.txt`.
    public static func url(named name: String, file: StaticString) -> URL {
        var target = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        while target.deletingLastPathComponent().lastPathComponent != "Tests", target.pathComponents.count > 2 {
            target = target.deletingLastPathComponent()
        }
        return target.deletingLastPathComponent().appendingPathComponent("Snapshots")
            .appendingPathComponent(target.lastPathComponent).appendingPathComponent(name + ".txt")
    }

    // MARK: - Comparing

    static func compare(_ actual: String, url: URL) -> String? {
        let recording = ProcessInfo.processInfo.environment[recordVariable] == "1"
        if recording {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                return "Recorded snapshot \(url.path); run again without \(recordVariable)=1 to check it."
            } catch {
                return "Could not record snapshot \(url.path): \(error)"
            }
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "No snapshot at \(url.path). Record it: \(recordVariable)=1 swift test --filter <the test>, "
                + "then run again without it and review the new file."
        }
        guard expected != actual else { return nil }
        return "Snapshot \(url.lastPathComponent) differs (- expected, + actual; re-record with \(recordVariable)=1 "
            + "if the change is intended):\n" + diff(expected, actual)
    }

    /// The lines that differ, numbered from 1, at most 40 of them.
    static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var report: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            if let before { report.append(String(format: "%4d - ", index + 1) + "\"\(before)\"") }
            if let after { report.append(String(format: "%4d + ", index + 1) + "\"\(after)\"") }
        }
        return (report.count > 40 ? Array(report.prefix(40)) + ["… \(report.count - 40) more"] : report)
            .joined(separator: "\n")
    }
}
