import Foundation
import SwippyData

/// The wallet's cards in a data image, as a flat binary record each: ten thousand cards read without
/// `Codable`'s per-field containers, which cost the start from the image as much as everything else together.
///
/// ```
/// count C (UInt64) · per card: UInt16 flags (1 due, 2 status, 4 block reason, 8 credit limit, 16 user, 32 credit used,
///   64 statements, 128 expiry) · id, title, number, holder, type, bank (texts) · [due: id, amount, currency,
///   state] · action count (UInt8) and their names · [status] · [block reason] · [credit limit] · [user]
///   · [credit used] · [statements: count (UInt64), each month, used, interest] · [expiry: year (UInt16),
///   month (UInt8)]
/// ```
/// A text is its UTF-8 length (UInt32) and bytes, cut to `DisplayBound` when read; an amount is a sign and
/// exponent byte pair and a 64-bit significand, or its text when it has no such form, and is rebuilt exactly.
/// Anything that does not read as a card (a name no status or action has, a count past the end) is a refusal.
enum ImageCards {
    /// Appends `cards`.
    static func write(_ cards: [PaymentCard], into writer: inout some ImageSink) {
        writer.append(UInt64(cards.count))
        for card in cards {
            let present: [Bool] = [
                card.due != nil, card.status != nil, card.blockReason != nil, card.creditLimit != nil,
                card.userID != nil, card.creditUsed != nil, card.statements != nil, card.expiry != nil,
            ]
            writer.append(present.enumerated().reduce(UInt16(0)) { $0 | ($1.element ? 1 << $1.offset : 0) })
            for text in [card.id, card.title, card.number, card.cardHolderName, card.type, card.bankName] {
                writer.append(text: text)
            }
            if let due = card.due {
                writer.append(text: due.id)
                append(due.amount, into: &writer)
                writer.append(text: due.currency)
                writer.append(text: due.state.text)
            }
            writer.append(UInt8(min(card.actions.count, 255)))
            for action in card.actions.prefix(255) { writer.append(text: action.rawValue) }
            if let status = card.status { writer.append(text: status.rawValue) }
            if let reason = card.blockReason { writer.append(text: reason) }
            if let limit = card.creditLimit { append(limit, into: &writer) }
            if let user = card.userID { writer.append(text: user) }
            if let used = card.creditUsed { append(used, into: &writer) }
            if let statements = card.statements {
                writer.append(UInt64(statements.count))
                for month in statements {
                    writer.append(text: month.month)
                    append(month.used, into: &writer)
                    append(month.interest, into: &writer)
                }
            }
            if let expiry = card.expiry {
                writer.append(UInt16(truncatingIfNeeded: expiry.year))
                writer.append(UInt8(truncatingIfNeeded: expiry.month))
            }
        }
    }

    /// The cards `write` appended.
    static func read(_ reader: inout ImageBytesReader) throws(DataImageRefusal) -> [PaymentCard] {
        let count = try reader.count(bytesEach: 2 + 6 * 4 + 1)
        var cards: [PaymentCard] = []
        cards.reserveCapacity(count)
        for _ in 0..<count { cards.append(try card(&reader)) }
        return cards
    }

    // MARK: - Private

    /// One card, its fields read in the order `write` wrote them and the card made once from them (a card set
    /// field by field is copied as it grows).
    private static func card(_ reader: inout ImageBytesReader) throws(DataImageRefusal) -> PaymentCard {
        let flags = try reader.read(UInt16.self)
        guard flags < 256 else { throw .corrupt("a card has unknown fields") }
        let id = try text(&reader)
        let title = try text(&reader)
        let number = try text(&reader)
        let holder = try text(&reader)
        let type = try text(&reader)
        let bank = try text(&reader)
        var due: CardDue?
        if flags & 1 != 0 {
            due = CardDue(
                id: try text(&reader), amount: try amount(&reader), currency: try text(&reader),
                state: DueState(text: try text(&reader)))
        }
        var actions: [CardAction] = []
        for _ in 0..<Int(try reader.read(UInt8.self)) {
            guard let action = CardAction(rawValue: try reader.text()) else { throw .corrupt("a card action") }
            actions.append(action)
        }
        var status: CardStatus?
        if flags & 2 != 0 {
            guard let read = CardStatus(rawValue: try reader.text()) else { throw .corrupt("a card status") }
            status = read
        }
        let blockReason = flags & 4 != 0 ? try text(&reader) : nil
        let creditLimit = flags & 8 != 0 ? try amount(&reader) : nil
        let userID = flags & 16 != 0 ? try text(&reader) : nil
        let creditUsed = flags & 32 != 0 ? try amount(&reader) : nil
        var statements: [CreditStatementMonth]?
        if flags & 64 != 0 {
            // A month is at least its text's length and two amounts written as text (a flag and a length).
            let months = try reader.count(bytesEach: 4 + 2 * 5)
            var read: [CreditStatementMonth] = []
            for _ in 0..<months {
                read.append(
                    CreditStatementMonth(
                        month: try text(&reader), used: try amount(&reader), interest: try amount(&reader)))
            }
            statements = read
        }
        var expiry: CardExpiry?
        if flags & 128 != 0 {
            let year = Int(try reader.read(UInt16.self))
            let month = Int(try reader.read(UInt8.self))
            guard (2000...2099).contains(year), (1...12).contains(month) else { throw .corrupt("a card expiry") }
            expiry = CardExpiry(month: month, year: year)
        }
        return PaymentCard(
            id: id, title: title, number: number, cardHolderName: holder, type: type, bankName: bank, due: due,
            actions: actions, status: status, blockReason: blockReason, creditLimit: creditLimit, userID: userID,
            creditUsed: creditUsed, statements: statements, expiry: expiry)
    }

    private static func text(_ reader: inout ImageBytesReader) throws(DataImageRefusal) -> String {
        DisplayBound.cut(try reader.text())
    }

    /// `amount` as a flags byte (1 negative, 4 written as text), an exponent byte and a 64-bit significand, or
    /// its text.
    private static func append(_ amount: Decimal, into writer: inout some ImageSink) {
        if let significand = TransactionImageColumns.significand(of: amount) {
            writer.append(UInt8(amount.sign == .minus ? 1 : 0))
            writer.append(Int8(amount.exponent))
            writer.append(significand)
        } else {
            writer.append(UInt8(4))
            writer.append(text: amount.description)
        }
    }

    private static func amount(_ reader: inout ImageBytesReader) throws(DataImageRefusal) -> Decimal {
        let flags = try reader.read(UInt8.self)
        guard flags & 4 == 0 else { return try reader.decimal("a card amount") }
        guard flags <= 1 else { throw .corrupt("a card amount") }
        let exponent = Int(try reader.read(Int8.self))
        return TransactionImageColumns.rebuilt(flags == 1, exponent, try reader.read(UInt64.self))
    }
}
