import SwippyCore

@testable import Dispute

/// A call-count fake of `DisputeInteracting` for presenter tests: set the state with `state.send`, then
/// check which intent a presenter called and with what. Intents change nothing.
@MainActor
final class FakeDisputeInteractor: DisputeInteracting {
    let state = ObservableValue(DisputeState(support: TestWallet.support, pageSize: 3, zone: TestWallet.zone))
    /// What the step-back intents answer.
    var stepsBack = false

    /// The steps `open(_:)` was asked for, in order.
    private(set) var openedSteps: [DisputeState.Step] = []
    private(set) var backCallCount = 0
    private(set) var loadDisputesCallCount = 0
    private(set) var turnDisputesPageCalls: [Bool] = []
    private(set) var openDisputeCallCount = 0
    private(set) var lastOpenedID: String?
    private(set) var askToWithdrawCallCount = 0
    private(set) var answerWithdrawalCallCount = 0
    private(set) var lastWithdrawalAnswer: YesNo??
    private(set) var stepBackInDetailCallCount = 0
    private(set) var beginRaiseCallCount = 0
    private(set) var chooseSourceCallCount = 0
    private(set) var lastSourceIndex: Int?
    /// The direction of each `turnRaisePage(forward:)`, in order.
    private(set) var turnedRaisePages: [Bool] = []
    private(set) var chooseTransactionCallCount = 0
    private(set) var lastTransactionIndex: Int?
    private(set) var chooseReasonCallCount = 0
    private(set) var lastReasonIndex: Int?
    private(set) var describeCallCount = 0
    private(set) var lastDescription: String?
    private(set) var answerRaiseCallCount = 0
    private(set) var lastRaiseAnswer: YesNo??
    private(set) var stepBackInRaiseCallCount = 0
    private(set) var beginEmailCallCount = 0
    private(set) var enterSubjectCallCount = 0
    private(set) var lastSubject: String?
    private(set) var enterBodyCallCount = 0
    private(set) var lastBody: String?
    private(set) var answerEmailCallCount = 0
    private(set) var lastEmailAnswer: YesNo??
    private(set) var stepBackInEmailCallCount = 0

    /// How many intents were called in all.
    var intentCallCount: Int {
        openedSteps.count + backCallCount + loadDisputesCallCount + turnDisputesPageCalls.count + openDisputeCallCount
            + askToWithdrawCallCount
            + answerWithdrawalCallCount
            + stepBackInDetailCallCount + beginRaiseCallCount + chooseSourceCallCount + turnedRaisePages.count
            + chooseTransactionCallCount + chooseReasonCallCount + describeCallCount
            + answerRaiseCallCount + stepBackInRaiseCallCount + beginEmailCallCount + enterSubjectCallCount
            + enterBodyCallCount + answerEmailCallCount + stepBackInEmailCallCount
    }

    func open(_ step: DisputeState.Step) { openedSteps.append(step) }

    func back() { backCallCount += 1 }

    func loadDisputes() { loadDisputesCallCount += 1 }

    func turnDisputesPage(forward: Bool) { turnDisputesPageCalls.append(forward) }

    func openDispute(_ id: String) {
        openDisputeCallCount += 1
        lastOpenedID = id
    }

    func askToWithdraw() { askToWithdrawCallCount += 1 }

    func answerWithdrawal(_ answer: YesNo?) {
        answerWithdrawalCallCount += 1
        lastWithdrawalAnswer = .some(answer)
    }

    func stepBackInDetail() -> Bool {
        stepBackInDetailCallCount += 1
        return stepsBack
    }

    func beginRaise() { beginRaiseCallCount += 1 }
    func beginRaise(forTransaction id: String) { beginRaiseCallCount += 1 }

    func chooseSource(at index: Int) {
        chooseSourceCallCount += 1
        lastSourceIndex = index
    }

    func turnRaisePage(forward: Bool) { turnedRaisePages.append(forward) }

    func chooseTransaction(at index: Int) {
        chooseTransactionCallCount += 1
        lastTransactionIndex = index
    }

    func chooseReason(at index: Int) {
        chooseReasonCallCount += 1
        lastReasonIndex = index
    }

    func describe(_ text: String) {
        describeCallCount += 1
        lastDescription = text
    }

    func answerRaise(_ answer: YesNo?) {
        answerRaiseCallCount += 1
        lastRaiseAnswer = .some(answer)
    }

    func stepBackInRaise() -> Bool {
        stepBackInRaiseCallCount += 1
        return stepsBack
    }

    func beginEmail() { beginEmailCallCount += 1 }

    func enterSubject(_ text: String) {
        enterSubjectCallCount += 1
        lastSubject = text
    }

    func enterBody(_ text: String) {
        enterBodyCallCount += 1
        lastBody = text
    }

    func answerEmail(_ answer: YesNo?) {
        answerEmailCallCount += 1
        lastEmailAnswer = .some(answer)
    }

    func stepBackInEmail() -> Bool {
        stepBackInEmailCallCount += 1
        return stepsBack
    }
}
