import Foundation

/// The printed results: one line per data file as it is measured, then the table, ratios and the fit.
enum BenchTable {
    static func count(_ value: Int) -> String {
        value >= 1_000_000 && value % 1_000_000 == 0
            ? "\(value / 1_000_000)M" : value >= 1_000 ? "\(value / 1_000)k" : "\(value)"
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20
            ? String(format: "%.0f MiB", Double(bytes) / 1_048_576) : String(format: "%.1f KiB", Double(bytes) / 1_024)
    }

    static func time(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.0f ms", seconds * 1_000)
    }

    static func line(_ row: BenchRow) -> String {
        "| \(row.label) (\(size(row.fileBytes))) | \(time(row.first.seconds)) | \(size(row.first.peakBytes))"
            + String(format: " (%.2f× file)", Double(row.first.peakBytes) / Double(max(row.fileBytes, 1)))
            + " | \(time(row.signIn.seconds)) | +\(time(max(0, row.transfer.seconds - row.signIn.seconds)))"
            + " (CPU +\(time(max(0, row.transferCPU))), \(size(row.transfer.peakBytes)))"
            + " | \(time(row.relaunch.seconds)) |"
    }

    static func print(rows: [BenchRow], hello: ChildRun) {
        Swift.print("")
        Swift.print(
            "| data (transactions in MockData) | first screen + quit | peak memory | sign-in, first save | one "
                + "transfer saved (peak) | relaunch with the state |"
        )
        Swift.print("|---|---|---|---|---|---|")
        for row in rows { Swift.print(line(row)) }
        Swift.print("")
        if let shipped = rows.first {
            Swift.print(
                String(
                    format: "shipped data: first screen %.1f ms = %.2f× a Foundation hello (%.1f ms); goal ≤ 3×",
                    shipped.first.seconds * 1_000, shipped.first.seconds / max(hello.seconds, 1e-9),
                    hello.seconds * 1_000))
        }
        if let largest = rows.last, let transactions = largest.transactions {
            Swift.print(
                String(
                    format: "%@ transactions: first screen %@ (goal ≤ 1.0 s), peak %.2f× the file (goal ≤ 1.5×)",
                    count(transactions), time(largest.first.seconds),
                    Double(largest.first.peakBytes) / Double(max(largest.fileBytes, 1))))
        }
        let points = rows.compactMap { row in row.transactions.map { (n: Double($0), seconds: row.first.seconds) } }
        if let exponent = BenchFit.exponent(points) {
            Swift.print(
                String(
                    format: "fitted exponent of first-screen time over %@: %.2f (1.00 = linear)",
                    points.map { count(Int($0.n)) }.joined(separator: "/"), exponent))
        }
        let transfers = rows.compactMap { row in
            row.transactions.map { (n: Double($0), seconds: max(1e-4, row.transfer.seconds - row.signIn.seconds)) }
        }
        if let exponent = BenchFit.exponent(transfers) {
            Swift.print(
                String(
                    format: "fitted exponent of one transfer's save: %.2f (0 = O(change), the journal's goal)", exponent
                ))
        }
    }
}
