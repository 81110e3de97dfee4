import SwippyCore
import SwippyTestSupport

/// A screen of random blocks, and the kept tokens it holds (each at most 18 columns, so it fits a
/// 20-column screen).
struct RandomScreen {
    private(set) var blocks: [Block] = []
    private(set) var keptTokens: [String] = []

    static let words = [
        "Millennia", "Credit", "Card", "日本語", "Café", "Swiggy", "order", "refund", "😀", "a",
        "Kotak", "Mahindra", "Bank", "statement", "transactions", "Bengaluru", "560038",
    ]
    static let kept = [
        "₹18,450.00", "₹1,25,000.50", "•••• •••• •••• 3456", "Due in 6 days", "Blocked", "VISA",
        "₹0.00", "Overdue by 3 days", "••7812",
    ]
    static let tones: [Tone] = [.good, .bad, .warning, .muted]

    init(_ generator: inout SeededGenerator) {
        blocks = [
            .title(phrase(&generator, 1...12)),
            .text(phrase(&generator, 0...30), indent: Int.random(in: 0...4, using: &generator)),
        ]
        blocks.append(.fields((0..<Int.random(in: 1...4, using: &generator)).map { _ in field(&generator) }))
        blocks.append(table(&generator))
        blocks.append(.cards((1...Int.random(in: 1...3, using: &generator)).map { card($0, &generator) }))
        blocks.append(
            .menu(
                (0..<Int.random(in: 1...11, using: &generator)).map { _ in Block.MenuItem(phrase(&generator, 1...8)) }))
        blocks.append(
            .menu(
                (0..<3).map { _ in
                    Block.MenuItem(
                        phrase(&generator, 1...3), key: Self.words.randomElement(using: &generator),
                        detail: phrase(&generator, 2...10))
                }))
        blocks.append(
            .commands([Block.Command("n", phrase(&generator, 1...9)), Block.Command("r", phrase(&generator, 1...3))]))
        blocks += [
            .notice(phrase(&generator, 1...20)), .error(phrase(&generator, 1...20)),
            .section(phrase(&generator, 1...6)), .blank,
        ]
    }

    private func phrase(_ generator: inout SeededGenerator, _ count: ClosedRange<Int>) -> String {
        (0..<Int.random(in: count, using: &generator)).map { _ in Self.words.randomElement(using: &generator) ?? "" }
            .joined(separator: " ")
    }

    private mutating func keptCell(_ generator: inout SeededGenerator) -> Block.Cell {
        let text = Self.kept.randomElement(using: &generator) ?? ""
        keptTokens.append(text)
        let tone = Self.tones.randomElement(using: &generator) ?? .good
        switch Int.random(in: 0...2, using: &generator) {
        case 0: return Block.Cell(text)
        case 1: return .tone(text, tone)
        default: return .pill(text, tone)
        }
    }

    private mutating func field(_ generator: inout SeededGenerator) -> Block.Field {
        let label = phrase(&generator, 1...2)
        if Bool.random(using: &generator) { return Block.Field(label, keptCell(&generator), keep: true) }
        return Block.Field(label, phrase(&generator, 1...14))
    }

    private mutating func table(_ generator: inout SeededGenerator) -> Block {
        let rows = (1...Int.random(in: 1...4, using: &generator)).map { number -> [Block.Cell] in
            [
                "\(number).", Block.Cell(phrase(&generator, 1...4)), keptCell(&generator),
                Block.Cell(phrase(&generator, 0...8)), keptCell(&generator),
            ]
        }
        return .table(
            [.keepRight, .shrink, .keep, .wrap, .keepRight], rows: rows,
            indent: Int.random(in: 0...3, using: &generator))
    }

    private mutating func card(_ number: Int, _ generator: inout SeededGenerator) -> Block.Card {
        let network = Self.kept.randomElement(using: &generator) ?? ""
        let amount = Self.kept.randomElement(using: &generator) ?? ""
        let status = Self.kept.randomElement(using: &generator) ?? ""
        let masked = "•••• •••• •••• 3456"
        keptTokens += [network, amount, status, masked]
        return Block.Card(
            number: number, title: phrase(&generator, 1...5), network: network, amount: amount,
            status: .pill(status, Self.tones.randomElement(using: &generator) ?? .bad),
            details: [phrase(&generator, 1...3), masked, "ASHA RAO"])
    }
}
