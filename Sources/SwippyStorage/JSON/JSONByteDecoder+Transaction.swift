import Foundation
import SwippyData

/// The fast path for the record there are a million of: a `Transaction` read in one pass over its object and
/// checked as strictly as `JSONStructureScan` checks it (syntax; strings' escapes, control bytes and UTF-8;
/// numbers' grammar and exactness; a key given twice), so the one pass (`JSONStructureScan+Fused`) reads instead
/// of checking. Bytes it met before are not checked again: a key as the last transaction had it at its place
/// (`KeyShape`), a short value as its pool made it last (`JSONStringPool.recent`). Anything it does not read (a
/// syntax error, an escaped or repeated key, a missing or null required field, a value of the wrong kind, a bad
/// date, a second key `Transaction` does not have) returns nil, and the caller checks or decodes the object the
/// usual way, which reports the usual error. `FastTransactionTests` checks that the keys here are exactly those
/// `Transaction` encodes, so a field added to the model cannot be skipped silently.
extension JSONByteDecoder {
    /// How many distinct values each pool keeps: account ids, card numbers (10,000 cards share 10,000
    /// strings, where each of a million rows would have its own 19-byte string), currencies, counterparties,
    /// categories.
    static let poolCapacities = [4_096, 16_384, 64, 1_024, 256]
    /// The keys this path reads, as `Transaction` spells them in JSON.
    static let transactionKeys: Set<String> = [
        "id", "date", "account_id", "card_number", "direction", "amount", "currency", "counterparty", "category",
        "note", "reference", "counterparty_mobile", "other_leg",
    ]

    enum Field: Int {
        case id, date, accountID, cardNumber, direction, amount, currency, counterparty, category, note, reference
        case counterpartyMobile, otherLeg
    }

    /// The transaction at `offset`, or nil to take the usual path; on success `lastEnd` is just past it and
    /// `lastFields` is how many keys it has. The decoder's pools and the end of the last value are kept in
    /// locals while it reads (one access to the decoder's state per record, not one per field).
    func transaction(at offset: Int) -> Transaction? {
        withUnsafeTemporaryAllocation(of: Transaction.self, capacity: 1) { buffer in
            guard let slot = buffer.baseAddress, transaction(at: offset, into: slot) else { return nil }
            return slot.move()
        }
    }

    /// The same, made straight into `slot` (uninitialised before; initialised exactly when this returns true),
    /// so the one pass (`ElementChunks`) receives each transaction in place.
    func transaction(at offset: Int, into slot: UnsafeMutablePointer<Transaction>) -> Bool {
        guard bytes[offset] == UInt8(ascii: "{") else { return false }
        var pools = self.pools
        self.pools = []
        defer { self.pools = pools }
        var id: String?
        var date: Date?
        var accountID: String?
        var cardNumber: String?
        var direction: Transaction.Direction?
        var amount: Decimal?
        var currency: String?
        var counterparty: String?
        var category: String?
        var note: String?
        var reference: String?
        var counterpartyMobile: String?
        var otherLeg: OtherLeg?
        var seen = 0
        var fields = 0
        var end = offset
        var index = skipSpace(from: offset + 1)
        var shapes = keyShapes
        keyShapes = []
        defer { keyShapes = shapes }
        while true {
            let field: Field?
            var value: Int
            if fields < shapes.count, let (known, matched) = shapes[fields].match(at: index, in: bytes, count: count) {
                field = known
                value = skipSpace(from: matched)
            } else {
                guard let (named, keyEnd) = key(at: index) else { return false }
                value = skipSpace(from: keyEnd)
                guard value < count, bytes[value] == UInt8(ascii: ":") else { return false }
                value = skipSpace(from: value + 1)
                field = named
                // At most 15 places: the reader declines the 15th key (a second unknown one, or a repeat).
                let shape = KeyShape(start: index, length: value - index, field: named)
                if fields < shapes.count { shapes[fields] = shape } else { shapes.append(shape) }
            }
            guard value < count else { return false }
            if let field {
                guard seen & (1 << field.rawValue) == 0 else { return false }
                seen |= 1 << field.rawValue
                switch field {
                case .otherLeg:
                    // A converted payment's other leg: checked as the scan checks it, then decoded the usual way
                    // (a leg its own rules refuse leaves the row to the usual path, which names the problem).
                    if isNull(at: value) {
                        end = value + 4
                    } else {
                        guard let after = checked(from: value), let leg = try? self.value(OtherLeg.self, at: value)
                        else { return false }
                        (otherLeg, end) = (leg, after)
                    }
                case .date:
                    // The usual shape, 20 bytes and its quotes, needs no scan: a date parsed has only plain bytes.
                    if value + 21 < count, bytes[value + 21] == UInt8(ascii: "\""), bytes[value] == UInt8(ascii: "\""),
                        let parsed = ISODateText.parse(UnsafeBufferPointer(start: bytes + value + 1, count: 20))
                    {
                        date = parsed
                        end = value + 22
                        break
                    }
                    guard bytes[value] == UInt8(ascii: "\""),
                        let (dateEnd, escapedDate) = try? checks.checkedString(from: value), !escapedDate,
                        let parsed = ISODateText.parse(
                            UnsafeBufferPointer(start: bytes + value + 1, count: dateEnd - value - 2))
                    else { return false }
                    date = parsed
                    end = dateEnd
                case .amount:
                    guard let (numberEnd, shape) = try? checks.checkedNumber(from: value), shape.problem == nil,
                        let parsed = try? decimal(at: value)
                    else { return false }
                    amount = parsed
                    end = numberEnd
                case .direction:
                    guard let (utf8, _) = stringBytes(at: value, end: &end) else { return false }
                    if Self.named(utf8, "debit") {
                        direction = .debit
                    } else if Self.named(utf8, "credit") {
                        direction = .credit
                    } else {
                        return false
                    }
                case .accountID, .cardNumber:
                    if isNull(at: value) {
                        end = value + 4
                    } else {
                        let pool = field == .accountID ? 0 : 1
                        guard let text = text(at: value, end: &end, pool: &pools[pool]) else { return false }
                        if field == .accountID { accountID = text } else { cardNumber = text }
                    }
                case .currency, .counterparty, .category:
                    let pool = field == .currency ? 2 : field == .counterparty ? 3 : 4
                    guard let text = text(at: value, end: &end, pool: &pools[pool]) else { return false }
                    switch field {
                    case .currency: currency = text
                    case .counterparty: counterparty = text
                    default: category = text
                    }
                case .counterpartyMobile:
                    if isNull(at: value) {
                        end = value + 4
                    } else {
                        guard let text = text(at: value, end: &end) else { return false }
                        counterpartyMobile = text
                    }
                case .id, .note, .reference:
                    guard let text = text(at: value, end: &end) else { return false }
                    switch field {
                    case .id: id = text
                    case .note: note = text
                    default: reference = text
                    }
                }
            } else {
                // A key `Transaction` does not have: ignored, as `Codable` ignores it, once its value and the
                // key itself pass the checks the scan would make (a repeat of another unknown key is left to it).
                guard seen & (1 << 15) == 0, let after = checked(from: value) else { return false }
                seen |= 1 << 15
                end = after
            }
            fields += 1
            index = skipSpace(from: end)
            guard index < count else { return false }
            if bytes[index] == UInt8(ascii: "}") { break }
            guard bytes[index] == UInt8(ascii: ",") else { return false }
            index = skipSpace(from: index + 1)
        }
        guard let id = id.take(), let date, let direction, let amount, let currency = currency.take(),
            let counterparty = counterparty.take(), let category = category.take(), let note = note.take(),
            let reference = reference.take()
        else { return false }
        lastEnd = index + 1
        lastFields = fields
        slot.initialize(
            to: Transaction(
                id: id, date: date, accountID: accountID.take(), cardNumber: cardNumber.take(), direction: direction,
                amount: amount, currency: currency, counterparty: counterparty,
                category: category, note: note, reference: reference, counterpartyMobile: counterpartyMobile.take(),
                otherLeg: otherLeg))
        return true
    }

    /// A key as the last transaction had it at the same place: where it stood, from its opening quote to its
    /// value (colon and spaces included), and the field it names. The same bytes are the same key, checked then.
    struct KeyShape {
        let start: Int
        let length: Int
        let field: Field?

        /// The field and the offset just past the key at `index` when its bytes are this shape's; nil otherwise.
        @inline(__always)
        func match(at index: Int, in bytes: UnsafePointer<UInt8>, count: Int) -> (Field?, Int)? {
            guard index + length <= count, memcmp(bytes + index, bytes + start, length) == 0 else { return nil }
            return (field, index + length)
        }
    }

    /// The offset just past the value at `offset` when it passes the checks the scan would make; nil otherwise.
    private func checked(from offset: Int) -> Int? {
        var nested = JSONStructureScan(bytes: bytes, count: count)
        nested.position = offset
        return (try? nested.scanValues()) != nil ? nested.position : nil
    }

    /// The string at `offset`, cut to `DisplayBound` (nil when it is not one); `end` becomes the offset just
    /// past it.
    private func text(at offset: Int, end: inout Int) -> String? {
        guard let (_, escaped) = stringBytes(at: offset, end: &end) else { return nil }
        return DisplayBound.string(bytes, from: offset + 1, to: end - 1, escaped: escaped)
    }

    /// The string at `offset`, shared through `pool` (cut to `DisplayBound`); `end` becomes the offset just
    /// past it.
    private func text(at offset: Int, end: inout Int, pool: inout JSONStringPool) -> String? {
        if let (text, length) = pool.recent(at: bytes + offset, before: bytes + count) {
            end = offset + length + 2
            return text
        }
        guard let (utf8, escaped) = stringBytes(at: offset, end: &end) else { return nil }
        guard !escaped, utf8.count <= DisplayBound.bytes else {
            return DisplayBound.string(bytes, from: offset + 1, to: end - 1, escaped: escaped)
        }
        let text = pool.string(utf8)
        pool.keep(text, at: bytes + offset + 1, count: utf8.count, before: bytes + count)
        return text
    }

    /// The bytes between the quotes of the string at `offset` and whether it has escapes; nil when the value
    /// is not a string or breaks a rule of JSON's strings.
    @inline(__always)
    private func stringBytes(at offset: Int, end: inout Int) -> (UnsafeBufferPointer<UInt8>, Bool)? {
        guard bytes[offset] == UInt8(ascii: "\""), let (after, escaped) = try? checks.checkedString(from: offset)
        else { return nil }
        end = after
        return (UnsafeBufferPointer(start: bytes + offset + 1, count: after - offset - 2), escaped)
    }

    /// The field the key at `index` (at its opening quote) names, or nil for a key `Transaction` does not have
    /// (ignored, as `Codable` ignores it), and the offset just past the key; nil when it is not a string without
    /// escapes. A name `Transaction` has is matched with its closing quote, so that key is never scanned: no
    /// escape, control or non-ASCII byte can be in it. Any other key is checked as the scan checks it.
    private func key(at index: Int) -> (field: Field?, end: Int)? {
        guard index + 1 < count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let found: (Field, Int)?
        switch bytes[index + 1] {
        case UInt8(ascii: "i"): found = quoted("id", .id, at: index)
        case UInt8(ascii: "d"): found = quoted("date", .date, at: index) ?? quoted("direction", .direction, at: index)
        case UInt8(ascii: "a"):
            found = quoted("amount", .amount, at: index) ?? quoted("account_id", .accountID, at: index)
        case UInt8(ascii: "c"):
            found =
                quoted("currency", .currency, at: index) ?? quoted("counterparty", .counterparty, at: index)
                ?? quoted("category", .category, at: index) ?? quoted("card_number", .cardNumber, at: index)
                ?? quoted("counterparty_mobile", .counterpartyMobile, at: index)
        case UInt8(ascii: "n"): found = quoted("note", .note, at: index)
        case UInt8(ascii: "o"): found = quoted("other_leg", .otherLeg, at: index)
        case UInt8(ascii: "r"): found = quoted("reference", .reference, at: index)
        default: found = nil
        }
        if let (field, end) = found { return (field, end) }
        guard let (end, escaped) = try? checks.checkedString(from: index), !escaped else { return nil }
        return (nil, end)
    }

    /// `field` and the offset just past its key when the string at `index` is exactly `name`.
    @inline(__always)
    private func quoted(_ name: StaticString, _ field: Field, at index: Int) -> (Field, Int)? {
        let end = index + name.utf8CodeUnitCount + 2
        guard end <= count, bytes[end - 1] == UInt8(ascii: "\""),
            memcmp(bytes + index + 1, name.utf8Start, name.utf8CodeUnitCount) == 0
        else { return nil }
        return (field, end)
    }

    @inline(__always)
    private static func named(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard name.utf8CodeUnitCount == key.count, let base = key.baseAddress else { return false }
        return memcmp(base, name.utf8Start, key.count) == 0
    }
}
