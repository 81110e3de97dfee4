import SwippyCore

@testable import Dispute

/// A call-count fake of `CardServicesInteracting` for presenter tests: set the state with `state.send`,
/// then check which intent a presenter called and with what. Intents change nothing.
@MainActor
final class FakeCardServicesInteractor: CardServicesInteracting {
    let state = ObservableValue(CardServicesState())
    /// What `stepBack` answers.
    var stepsBack = false

    private(set) var beginCallCount = 0
    private(set) var lastBegin: (service: CardServicesState.Service, position: Int?)?
    private(set) var chooseCardCallCount = 0
    private(set) var lastCardIndex: Int?
    private(set) var turnPageCalls: [Bool] = []
    private(set) var stepBackCallCount = 0
    private(set) var chooseReasonCallCount = 0
    private(set) var lastReasonIndex: Int?
    private(set) var blockCallCount = 0
    private(set) var lastPIN: String?
    private(set) var enterDigitsCallCount = 0
    private(set) var lastDigits: String?
    private(set) var clearDigitsCallCount = 0
    private(set) var answerChangeCallCount = 0
    private(set) var lastChangeAnswer: YesNo??

    /// How many intents were called in all.
    var intentCallCount: Int {
        beginCallCount + chooseCardCallCount + turnPageCalls.count + stepBackCallCount + chooseReasonCallCount
            + blockCallCount
            + enterDigitsCallCount + clearDigitsCallCount + answerChangeCallCount
    }

    func begin(_ service: CardServicesState.Service, preset position: Int?) {
        beginCallCount += 1
        lastBegin = (service, position)
    }

    func chooseCard(at index: Int) {
        chooseCardCallCount += 1
        lastCardIndex = index
    }

    func turnCardsPage(forward: Bool) {
        turnPageCalls.append(forward)
    }

    func stepBack() -> Bool {
        stepBackCallCount += 1
        return stepsBack
    }

    func chooseReason(at index: Int) {
        chooseReasonCallCount += 1
        lastReasonIndex = index
    }

    func block(pin: String) {
        blockCallCount += 1
        lastPIN = pin
    }

    func enterDigits(_ input: String) {
        enterDigitsCallCount += 1
        lastDigits = input
    }

    func clearDigits() { clearDigitsCallCount += 1 }

    func answerChange(_ answer: YesNo?) {
        answerChangeCallCount += 1
        lastChangeAnswer = .some(answer)
    }
}
