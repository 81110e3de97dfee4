import SwippyData

@testable import Home

/// The signed-in user's name, money and quick transfers as a test sets them; counts the reads.
@MainActor
final class FakeHomeRepository: HomeRepository {
    var userName: String?
    /// What `moneySummary(creditLinesKept:)` answers.
    var money: MoneySummary?
    /// What `quickTransfers()` answers.
    var quick: [QuickTransfer] = []
    private(set) var readCount = 0
    /// The `creditLinesKept` of every money read, in order.
    private(set) var creditLinesKept: [Int] = []

    init(userName: String? = nil) {
        self.userName = userName
    }

    func signedInUserName() -> String? {
        readCount += 1
        return userName
    }

    func moneySummary(creditLinesKept: Int) -> MoneySummary? {
        self.creditLinesKept.append(creditLinesKept)
        return money
    }

    func quickTransfers() -> [QuickTransfer] { quick }
}
