import SwippyCore

@testable import Transfer

/// Counts every intent and keeps its last arguments; `state` is set by the test. `nextStep` (when set) is the
/// step an intent moves the state to (the router, not the presenter, follows it); `backSteps` is what `back()`
/// answers.
@MainActor
final class FakeTransferInteractor: TransferInteracting {
    let state: ObservableValue<TransferState>
    var nextStep: TransferState.Step?
    var backSteps = false

    private(set) var loadCallCount = 0
    private(set) var chooseSourceCallCount = 0
    private(set) var choosePayeeKindCallCount = 0
    private(set) var chooseBeneficiaryCallCount = 0
    private(set) var chooseOwnAccountCallCount = 0
    private(set) var typeNewAccountCallCount = 0
    private(set) var openIFSCFinderCallCount = 0
    private(set) var chooseBankCallCount = 0
    private(set) var searchBranchesCallCount = 0
    private(set) var chooseBranchCallCount = 0
    private(set) var findRecipientCallCount = 0
    private(set) var answerRecipientCallCount = 0
    private(set) var chooseDuePaymentCallCount = 0
    private(set) var typeAmountCallCount = 0
    private(set) var typeNoteCallCount = 0
    private(set) var confirmCallCount = 0
    private(set) var cancelCallCount = 0
    private(set) var finishCallCount = 0
    private(set) var holderAnswers: [YesNo?] = []
    private(set) var tryAgainCallCount = 0
    /// Each beneficiary intent, as "rename 1", "name Priya", "delete 0", "pin 123456".
    private(set) var beneficiaryIntents: [String] = []
    private(set) var submitCallCount = 0
    private(set) var saveBeneficiaryCallCount = 0
    private(set) var backCallCount = 0

    private(set) var lastIndex: Int?
    private(set) var lastKind: PayeeKind?
    private(set) var lastText: String?
    private(set) var lastAnswer: Bool?

    init(_ state: TransferState = TransferState()) {
        self.state = ObservableValue(state)
    }

    /// Every intent called, in total.
    var intentCallCount: Int {
        loadCallCount + chooseSourceCallCount + choosePayeeKindCallCount + chooseBeneficiaryCallCount
            + chooseOwnAccountCallCount
            + typeNewAccountCallCount + openIFSCFinderCallCount + chooseBankCallCount + searchBranchesCallCount
            + chooseBranchCallCount + findRecipientCallCount + answerRecipientCallCount + chooseDuePaymentCallCount
            + typeAmountCallCount + typeNoteCallCount + confirmCallCount + cancelCallCount + finishCallCount
            + submitCallCount
            + saveBeneficiaryCallCount
            + backCallCount + holderAnswers.count + tryAgainCallCount + beneficiaryIntents.count
    }

    func load() { loadCallCount += 1 }

    func chooseSource(at index: Int) {
        chooseSourceCallCount += 1
        record(index: index)
    }

    func choosePayeeKind(_ kind: PayeeKind) {
        choosePayeeKindCallCount += 1
        lastKind = kind
        move()
    }

    func chooseBeneficiary(at index: Int) {
        chooseBeneficiaryCallCount += 1
        record(index: index)
    }

    func chooseOwnAccount(at index: Int) {
        chooseOwnAccountCallCount += 1
        record(index: index)
    }

    func typeNewAccount(_ text: String) {
        typeNewAccountCallCount += 1
        record(text: text)
    }

    func openIFSCFinder() {
        openIFSCFinderCallCount += 1
        move()
    }

    func chooseBank(at index: Int) {
        chooseBankCallCount += 1
        record(index: index)
    }

    func searchBranches(_ query: String) {
        searchBranchesCallCount += 1
        record(text: query)
    }

    func chooseBranch(at index: Int) {
        chooseBranchCallCount += 1
        record(index: index)
    }

    func findRecipient(mobile: String) {
        findRecipientCallCount += 1
        record(text: mobile)
    }

    func answerRecipient(isRight: Bool) {
        answerRecipientCallCount += 1
        lastAnswer = isRight
        move()
    }

    func chooseDuePayment(whole: Bool) {
        chooseDuePaymentCallCount += 1
        lastAnswer = whole
        move()
    }

    func typeAmount(_ text: String) {
        typeAmountCallCount += 1
        record(text: text)
    }

    func typeNote(_ text: String) {
        typeNoteCallCount += 1
        record(text: text)
    }

    func confirm() {
        confirmCallCount += 1
        move()
    }

    func cancel() { cancelCallCount += 1 }

    func finish() { finishCallCount += 1 }

    func submit(pin: String) {
        submitCallCount += 1
        record(text: pin)
    }

    func saveBeneficiary() {
        saveBeneficiaryCallCount += 1
        move()
    }

    func answerHolderCheck(_ answer: YesNo?) {
        holderAnswers.append(answer)
        move()
    }

    func startRenamingBeneficiary(at index: Int) { beneficiaryIntents.append("rename \(index)") }
    func renameBeneficiary(to name: String) { beneficiaryIntents.append("name \(name)") }
    func startDeletingBeneficiary(at index: Int) { beneficiaryIntents.append("delete \(index)") }
    func deleteBeneficiary(pin: String) { beneficiaryIntents.append("pin \(pin)") }

    func tryAgain() {
        tryAgainCallCount += 1
        move()
    }

    func back() -> Bool {
        backCallCount += 1
        if backSteps { move() }
        return backSteps
    }

    // MARK: - Private

    private func record(index: Int) {
        lastIndex = index
        move()
    }

    private func record(text: String) {
        lastText = text
        move()
    }

    private func move() {
        guard let nextStep else { return }
        state.update { $0.step = nextStep }
    }
}
