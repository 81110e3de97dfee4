import SwippyCore

/// The terminal take on a live card preview: a box with the bank, network, title, the number with
/// the typed last-four digits filled in, the holder and the status.
enum CardDrawing {
    /// The picture, `width` columns wide (at least 24).
    static func lines(_ face: DisputeViewModel.CardFace, width: Int) -> [String] {
        let inner = max(20, width - 4)
        let typed = String(face.typedDigits.prefix(4))
        let number = face.maskedStart + typed + String(repeating: "_", count: 4 - typed.count)
        let border = "+" + String(repeating: "-", count: inner + 2) + "+"
        return [
            border,
            row(face.bank, face.network, inner),
            row(face.title, "", inner),
            row("", "", inner),
            row(number, "", inner),
            row(face.holder, face.status, inner),
            border,
        ]
    }

    /// "| left          right |": the left text is cut to leave room for the right one.
    private static func row(_ left: String, _ right: String, _ inner: Int) -> String {
        let rightText = TextLayout.truncate(right, to: inner)
        let room = right.isEmpty ? inner : max(0, inner - DisplayWidth.of(rightText) - 1)
        let leftText = TextLayout.truncate(left, to: room)
        let gap = inner - DisplayWidth.of(leftText) - DisplayWidth.of(rightText)
        return "| " + leftText + String(repeating: " ", count: max(0, gap)) + rightText + " |"
    }
}
