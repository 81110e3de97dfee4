import SwippyData

@testable import SwippyApp

/// The signed-in user's name as a test sets it.
@MainActor
final class FakeHomeRepository: HomeRepository {
    var userName: String?
    private(set) var readCount = 0

    init(userName: String? = nil) {
        self.userName = userName
    }

    /// What `moneySummary()` answers.
    var money: MoneySummary?

    func moneySummary() -> MoneySummary? { money }

    /// What `quickTransfers()` answers.
    var quick: [QuickTransfer] = []

    func quickTransfers() -> [QuickTransfer] { quick }

    func signedInUserName() -> String? {
        readCount += 1
        return userName
    }
}
