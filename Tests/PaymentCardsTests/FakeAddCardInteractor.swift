import Foundation
import SwippyCore
import SwippyData

@testable import PaymentCards

/// An add-card interactor for presenter tests: a real observable state the test sets, and a count of every
/// intent.
@MainActor
final class FakeAddCardInteractor: AddCardInteracting {
    let state: ObservableValue<AddCardState>
    /// Every text given to `type(_:)`, in order.
    private(set) var typed: [String] = []
    private(set) var chosenBanks: [Int] = []
    private(set) var answers: [YesNo] = []
    private(set) var closeCallCount = 0
    private(set) var backCallCount = 0

    /// The flow on `step`, offering `banks`.
    init(step: AddCardState.Step = .number, banks: [String] = ["HDFC Bank", "ICICI Bank"]) {
        var initial = AddCardState(banks: banks)
        initial.step = step
        state = ObservableValue(initial)
    }

    func type(_ text: String) { typed.append(text) }
    func chooseBank(at index: Int) { chosenBanks.append(index) }
    func answer(_ answer: YesNo) { answers.append(answer) }
    func close() { closeCallCount += 1 }

    func back() -> Bool {
        backCallCount += 1
        return true
    }
}
