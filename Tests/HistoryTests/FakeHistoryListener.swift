import History
import SwippyData

@MainActor
final class FakeHistoryListener: HistoryListener {
    var repeated: [String] = []
    var disputed: [String] = []

    func historyDidRequestRepeat(of transaction: Transaction) { repeated.append(transaction.id) }
    func historyDidRequestDispute(of transaction: Transaction) { disputed.append(transaction.id) }
}
