import SwippyCore
import SwippyData

@testable import Accounts

/// Counts every intent; `state` is settable through `state.send`.
@MainActor
final class FakeAccountsInteractor: AccountsInteracting {
    let state = ObservableValue(AccountsState(pageSize: 3, currencies: AccountsScreens.currencies))
    var loadCallCount = 0
    var openCallCount = 0, lastOpenIndex: Int?
    var startAddCallCount = 0
    var typedNames: [String] = []
    var chosenCurrencies: [Int] = []
    /// The direction of each `turnPage(forward:)`, in order.
    var turnedPages: [Bool] = []
    var chosenActions: [AccountOption] = []
    var chosenSources: [Int] = []
    var typedAmounts: [String] = []
    var submittedPINs: [String] = []
    var typedRenames: [String] = []
    var chosenCloseOptions: [Int] = []
    var backCallCount = 0
    var backResult = true

    func load() { loadCallCount += 1 }
    func open(at index: Int) {
        openCallCount += 1
        lastOpenIndex = index
    }
    func startAdd() { startAddCallCount += 1 }
    func typeNewAccountName(_ text: String) { typedNames.append(text) }
    func chooseCurrency(at index: Int) { chosenCurrencies.append(index) }
    func turnPage(forward: Bool) { turnedPages.append(forward) }
    func choose(_ action: AccountOption) { chosenActions.append(action) }
    func chooseDepositSource(at index: Int) { chosenSources.append(index) }
    func typeAmount(_ text: String) { typedAmounts.append(text) }
    func submitDraw(pin: String) { submittedPINs.append(pin) }
    func typeRename(_ text: String) { typedRenames.append(text) }
    func chooseCloseOption(at index: Int) { chosenCloseOptions.append(index) }
    func back() -> Bool {
        backCallCount += 1
        return backResult
    }
}
