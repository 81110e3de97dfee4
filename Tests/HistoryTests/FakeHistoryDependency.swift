import Foundation
import History
import SwippyData
import SwippyTestSupport

@MainActor
final class FakeHistoryDependency: HistoryDependency {
    let repository: FakeHistoryRepository
    let clock = ManualClock(HistoryFixture.now)

    init(repository: FakeHistoryRepository = FakeHistoryRepository()) {
        self.repository = repository
    }

    var historyRepository: any HistoryRepository { repository }
    var historyClock: any WallClock { clock }
    var historyTimeZone: TimeZone { HistoryFixture.utc }
    var historyPageSize: Int { 4 }
}
