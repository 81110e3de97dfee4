import Foundation
import SwippyData
import SwippyTestSupport

@testable import Dispute

/// A dependency for builder tests: a fake repository, a manual clock and small pages.
@MainActor
final class FakeDisputeDependency: DisputeDependency {
    let repository = FakeDisputeRepository()
    let clock = ManualClock(testNow)
    var disputeRepository: any DisputeRepository { repository }
    var disputeClock: any WallClock { clock }
    var disputeConfig: AppConfig { AppConfig(pageSize: 3) }
    var disputeSupportContacts: SupportContacts { TestWallet.support }
    var disputeTimeZone: TimeZone { TestWallet.zone }
}
