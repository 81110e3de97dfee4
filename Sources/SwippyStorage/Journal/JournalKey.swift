import SwippyData

/// A JSON key named at run time: the field names of a `WalletChange` line.
struct JournalKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}
