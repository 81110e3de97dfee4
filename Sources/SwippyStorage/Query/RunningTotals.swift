import Foundation
import SwippyData

/// Money in and out per currency (as the transactions write it), extended one transaction at a time: each
/// amount added as its integer key (`AmountKey`), carried into a `Decimal` only when 64 bits would overflow
/// or the amount has no key, as `KeyedSums` does. Equal to `TransactionTotals.sums` of the same rows.
struct RunningTotals {
    /// One direction's running sum: the key sum, and what was carried out of it.
    private struct Sum {
        var keys: Int64 = 0
        var carried: Decimal = 0

        mutating func add(_ transaction: Transaction) {
            guard let key = AmountKey(transaction.amount)?.tenThousandths else {
                carried += transaction.amount
                return
            }
            let (sum, overflow) = keys.addingReportingOverflow(key)
            if overflow {
                carried += KeyedSums.decimal(keys)
                keys = key
            } else {
                keys = sum
            }
        }

        var value: Decimal { carried + KeyedSums.decimal(keys) }
    }

    /// Per currency text, in the order first met: a history has a few, found by comparing the text (equal texts
    /// read from one file share their storage, and short ones compare in place), cheaper than hashing it.
    private var sums: [(currency: String, in: Sum, out: Sum)] = []

    mutating func add(_ transaction: Transaction) {
        let index = sums.firstIndex { $0.currency == transaction.currency } ?? sums.count
        if index == sums.count { sums.append((transaction.currency, Sum(), Sum())) }
        if transaction.direction == .credit {
            sums[index].in.add(transaction)
        } else {
            sums[index].out.add(transaction)
        }
    }

    /// Money in and out per currency text.
    var value: [String: (in: Decimal, out: Decimal)] {
        Dictionary(uniqueKeysWithValues: sums.map { ($0.currency, (in: $0.in.value, out: $0.out.value)) })
    }
}

extension RunningTotals {
    /// Appends the sums to a data image: per currency its text, then in and out as key sum and carried amount.
    func write(into writer: inout ImageBytesWriter) {
        writer.append(UInt32(truncatingIfNeeded: sums.count))
        for sum in sums.sorted(by: { $0.currency < $1.currency }) {
            writer.append(text: sum.currency)
            for part in [sum.in, sum.out] {
                writer.append(part.keys)
                writer.append(text: part.carried.description)
            }
        }
    }

    /// The sums `write` appended.
    init(reading reader: inout ImageBytesReader) throws(DataImageRefusal) {
        let count = Int(try reader.read(UInt32.self))
        for _ in 0..<count {
            let currency = try reader.text()
            var parts: [Sum] = []
            for _ in 0..<2 {
                let keys = try reader.read(Int64.self)
                parts.append(Sum(keys: keys, carried: try reader.decimal("a stored total")))
            }
            guard !sums.contains(where: { $0.currency == currency }) else { throw .corrupt("a total is stored twice") }
            sums.append((currency, parts[0], parts[1]))
        }
    }
}
