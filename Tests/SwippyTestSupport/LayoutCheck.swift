import SwippyCore

/// What a list screen must keep at every width (`Snapshot.layoutWidths`): no line wider than the screen, every
/// amount and masked number whole, the amounts of one column ending in one column, the prompt whole while it fits.
public enum LayoutCheck {
    /// Every way `lines`, drawn at `width` columns, breaks the rules: lines too wide, `kept` strings (amounts)
    /// missing or cut, a `masked` number without its last four digits after a bullet ("••3456", "•••• 3456"),
    /// `aligned` amounts not ending in the same column, and a `prompt` cut although it fits. Empty when the
    /// screen keeps what matters.
    public static func problems(
        _ lines: [String], width: Int, kept: [String], masked: [String] = [], aligned: [String] = [],
        prompt: String? = nil
    ) -> [String] {
        var found: [String] = []
        for (number, line) in lines.enumerated() where DisplayWidth.of(line) > width {
            found.append("line \(number + 1) is \(DisplayWidth.of(line)) columns at \(width)")
        }
        let text = lines.joined(separator: "\n")
        for whole in kept where !text.contains(whole) {
            found.append("\(whole) is missing or cut at \(width)")
        }
        for number in masked {
            let four = lastFour(number)
            if !lines.contains(where: { $0.range(of: "• ?" + four, options: .regularExpression) != nil }) {
                found.append("\(number) does not show \(four) at \(width)")
            }
        }
        let edges = Set(aligned.flatMap { rightEdges(of: $0, in: lines) })
        if edges.count > 1 {
            found.append("amounts end in columns \(edges.sorted()) at \(width)")
        }
        return found + promptProblems(prompt, width: width)
    }

    /// The display columns where `amount` ends, on every line that has it.
    public static func rightEdges(of amount: String, in lines: [String]) -> [Int] {
        lines.compactMap { line in
            line.range(of: amount).map { DisplayWidth.of(String(line[..<$0.upperBound])) }
        }
    }

    /// The last four digits of `number` ("4386 2894 0012 3456" keeps "3456").
    public static func lastFour(_ number: String) -> String {
        String(number.filter(\.isNumber).suffix(4))
    }

    private static func promptProblems(_ prompt: String?, width: Int) -> [String] {
        guard let prompt else { return [] }
        let full = prompt + " > "
        guard DisplayWidth.of(full) < width - 1 else { return [] }
        let shown = LineEditorDisplay(prompt: full, state: LineEditorState(), width: width).row
        return shown == full ? [] : ["the prompt \"\(full)\" is cut to \"\(shown)\" at \(width)"]
    }
}
