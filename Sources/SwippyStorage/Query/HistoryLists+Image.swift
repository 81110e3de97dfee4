import Foundation
import SwippyData

/// The index kept in a data image beside the rows it indexes, so a start from the image has the index at once
/// instead of walking a million rows for it. What the image holds is only ever a faster way to the same lists:
/// every position in it is checked to be one of the image's rows, and it is taken only for a wallet whose first
/// accounts and cards give the owners it was built with; otherwise the index is built as if there were none.
extension HistoryLists {
    /// The lists as a data image stores them, every map in the order of its keys (the same lists, the same
    /// bytes).
    func imageBytes() -> [UInt8] {
        var writer = ImageBytesWriter()
        let positions = [byUser, byAccount, byCard].reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
        writer.reserve(positions * 4 + references.slotCount * 8 + 1 << 16)
        writer.append(UInt64(indexed))
        writer.append(UInt64(accountsSeen))
        writer.append(UInt64(cardsSeen))
        writer.append(text: lastID ?? "")
        for lists in [byUser, byAccount, byCard] { Self.write(lists, into: &writer) }
        for owners in [accountOwners, cardOwners] {
            writer.append(UInt32(truncatingIfNeeded: owners.count))
            for (key, names) in owners.sorted(by: { $0.key < $1.key }) {
                writer.append(text: key)
                writer.append(UInt32(truncatingIfNeeded: names.count))
                for name in names { writer.append(text: name) }
            }
        }
        writer.append(UInt32(truncatingIfNeeded: totals.count))
        for (user, sums) in totals.sorted(by: { $0.key < $1.key }) {
            writer.append(text: user)
            sums.write(into: &writer)
        }
        references.write(into: &writer)
        return writer.bytes
    }

    /// The lists of `wallet` from `stored` (what `imageBytes` wrote for the rows the wallet's log starts with),
    /// caught up with the accounts, cards and rows added since; nil when they cannot be read or do not fit
    /// this wallet.
    static func stored(_ stored: UnsafeRawBufferPointer, for wallet: WalletState) -> HistoryLists? {
        var reader = ImageBytesReader(stored)
        guard var lists = try? HistoryLists(reading: &reader, rows: wallet.transactions.storedCount),
            reader.offset == stored.count
        else { return nil }
        guard lists.indexed == wallet.transactions.storedCount, lists.continues(wallet.transactions),
            lists.accountsSeen <= wallet.accounts.count, lists.cardsSeen <= wallet.cards.count
        else { return nil }
        var owners = HistoryLists()
        _ = owners.addOwners(wallet, accounts: lists.accountsSeen, cards: lists.cardsSeen)
        guard owners.accountOwners == lists.accountOwners, owners.cardOwners == lists.cardOwners,
            lists.addOwners(wallet)
        else { return nil }
        lists.catchUp(with: wallet.transactions)
        return lists
    }

    // MARK: - Private

    /// The lists `imageBytes` wrote, every position checked to be below `rows`.
    private init(reading reader: inout ImageBytesReader, rows: Int) throws(DataImageRefusal) {
        self.init()
        indexed = Int(try reader.read(UInt64.self))
        accountsSeen = Int(try reader.read(UInt64.self))
        cardsSeen = Int(try reader.read(UInt64.self))
        let last = try reader.text()
        lastID = indexed == 0 ? nil : last
        guard indexed <= rows else { throw .corrupt("the stored index covers more rows than there are") }
        byUser = try Self.lists(&reader, rows: indexed)
        byAccount = try Self.lists(&reader, rows: indexed)
        byCard = try Self.lists(&reader, rows: indexed)
        for kind in 0..<2 {
            var owners: [String: [String]] = [:]
            for _ in 0..<Int(try reader.read(UInt32.self)) {
                let key = try reader.text()
                var names: [String] = []
                for _ in 0..<Int(try reader.read(UInt32.self)) { names.append(try reader.text()) }
                owners[key] = names
            }
            if kind == 0 { accountOwners = owners } else { cardOwners = owners }
        }
        for _ in 0..<Int(try reader.read(UInt32.self)) {
            let user = try reader.text()
            totals[user] = try RunningTotals(reading: &reader)
        }
        references = try ReferenceTable(reading: &reader, positions: indexed)
    }

    private static func write(_ lists: [String: [Int32]], into writer: inout ImageBytesWriter) {
        writer.append(UInt32(truncatingIfNeeded: lists.count))
        for (key, positions) in lists.sorted(by: { $0.key < $1.key }) {
            writer.append(text: key)
            writer.append(UInt64(positions.count))
            writer.append(all: positions)
        }
    }

    private static func lists(_ reader: inout ImageBytesReader, rows: Int) throws(DataImageRefusal)
        -> [String: [Int32]]
    {
        var lists: [String: [Int32]] = [:]
        for _ in 0..<Int(try reader.read(UInt32.self)) {
            let key = try reader.text()
            let count = try reader.count(bytesEach: 4)
            let region = try reader.region(count * 4)
            var positions: [Int32] = []
            positions.reserveCapacity(count)
            for index in 0..<count {
                let position = region.item(index, as: Int32.self)
                guard position >= 0, Int(position) < rows else { throw .corrupt("a stored position is past the rows") }
                positions.append(position)
            }
            lists[key] = positions
        }
        return lists
    }
}
