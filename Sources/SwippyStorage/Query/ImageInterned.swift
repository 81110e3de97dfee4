/// Per column of `TransactionColumns+Image`, the interned number of each of the image's shared strings
/// (-1 while unseen).
struct ImageInterned {
    var counterparty: [Int32]
    var category: [Int32]
    var currency: [Int32]
    var account: [Int32]
    var card: [Int32]

    init(sharedCount: Int) {
        let unseen = [Int32](repeating: -1, count: sharedCount)
        (counterparty, category, currency, account, card) = (unseen, unseen, unseen, unseen, unseen)
    }
}
