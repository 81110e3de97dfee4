import SwippyCore
import SwippyData
import SwippyTestSupport

@testable import Dispute

extension DisputeInteractor {
    /// An interactor over `repository` with the test configuration (pages of 3, 120 days, 48 hours).
    static func make(
        _ repository: FakeDisputeRepository, clock: ManualClock = ManualClock(testNow)
    ) -> DisputeInteractor {
        DisputeInteractor(
            repository: repository, clock: clock, config: TestWallet.config, support: TestWallet.support,
            zone: TestWallet.zone)
    }

    /// Drives the raise flow through its intents to the transaction with `id`.
    func pickTransaction(_ id: String) {
        beginRaise()
        for index in state.value.raise.sources.indices {
            chooseSource(at: index)
            if state.value.raise.transactions.contains(where: { $0.transaction.id == id }) { break }
            _ = stepBackInRaise()
        }
        while !state.value.raise.visibleTransactions.contains(where: { $0.transaction.id == id }),
            state.value.raise.paging.hasNext
        {
            turnRaisePage(forward: true)
        }
        if let index = state.value.raise.transactions.firstIndex(where: { $0.transaction.id == id }) {
            chooseTransaction(at: index)
        }
    }

    /// Raises a dispute on the transaction with `id` through every step of the flow.
    func raiseDispute(on id: String, reason: DisputeReason = .unrecognisedCharge, text: String = "") {
        pickTransaction(id)
        chooseReason(at: DisputeReason.allCases.firstIndex(of: reason) ?? 0)
        describe(text)
        answerRaise(.yes)
    }

    /// How many values `state` delivers while `body` runs.
    func sends(during body: () -> Void) -> Int {
        var count = -1
        let token = state.observe { _ in count += 1 }
        body()
        token.cancel()
        return count
    }
}
