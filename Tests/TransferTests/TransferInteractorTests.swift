import Foundation
import SwippyData
import Testing
@testable import Transfer

@MainActor
@Suite("Transfer interactor")
struct TransferInteractorTests {
    nonisolated static let priya = Fixture.wallet().beneficiaries[0]
    nonisolated static let rahul = SwippyRecipient(userID: "u-rahul", name: "Rahul Mehta", mobile: "9123456780")

    /// Name, destination, change of all Swippy balances, whether a credit lands in Swippy.
    nonisolated static let destinations: [(String, TransferDestination, Decimal, Bool)] = [
        ("beneficiary", .beneficiary(priya), -100, false),
        ("new account", .newAccount(NewAccountDetails(name: "Anil", accountNumber: "123456789012", ifsc: "HDFC0000060")), -100, false),
        ("swippy user", .swippyUser(rahul), 0, true),
        ("own account", .ownAccount(id: "a-salary"), 0, true),
        ("card due", .cardDue(position: 0), -100, false),
    ]

    @Test(arguments: destinations)
    func submitting_theRightPin_movesTheMoneyAndRecordsTransactions(
        _ name: String, destination: TransferDestination, totalChange: Decimal, credits: Bool
    ) throws {
        let repository = FakeRepository()
        let before = Fixture.total(repository.wallet)
        let interactor = TransferInteractor.make(repository)
        try interactor.prepare(to: destination, amount: "100", note: "Rent")

        let result = interactor.submit(pin: Fixture.pin)

        guard case .finished(.success(let receipt)) = result else { Issue.record("\(name): \(result)"); return }
        #expect(receipt.reference == "REF-1")
        #expect(receipt.newBalance == Money(9_900, "INR"))
        #expect(repository.wallet.accounts[0].balance == 9_900)
        #expect(Fixture.total(repository.wallet) - before == totalChange)
        let recorded = repository.wallet.transactions.filter { $0.reference == "REF-1" }
        let debit = try #require(recorded.first { $0.direction == .debit })
        #expect(debit == receipt.debit)
        #expect(debit.accountID == "a-savings" && debit.date == Fixture.date && debit.counterparty == receipt.counterparty)
        #expect(recorded.allSatisfy { $0.note == "Rent" && $0.amount == 100 })
        let swippyCredits = recorded.filter { $0.direction == .credit && $0.accountID != nil }
        #expect(swippyCredits.count == (credits ? 1 : 0))
        #expect(repository.wallet.completedRequests == ["REQ-1"])
    }

    @Test func payingTheWholeDue_marksTheCardFullyPaid() throws {
        let repository = FakeRepository()
        let interactor = TransferInteractor.make(repository, card: WalletCard(position: 0, card: repository.wallet.cards[0]))
        _ = try interactor.chooseSource(id: "a-savings").get()
        _ = try interactor.setAmount(value: try #require(interactor.dueAmount()).amount).get()
        interactor.beginConfirmation()

        _ = interactor.submit(pin: Fixture.pin)

        #expect(repository.wallet.cards[0].due == CardDue(id: "due_1", amount: 0, currency: "₹", state: .fullyPaid))
        #expect(repository.wallet.transactions.contains { $0.cardNumber == "4386 2894 0012 3456" && $0.direction == .credit })
    }

    @Test func payingPartOfTheDue_leavesTheRestDue() throws {
        let repository = FakeRepository()
        let interactor = TransferInteractor.make(repository, card: WalletCard(position: 0, card: repository.wallet.cards[0]))
        try interactor.prepare(to: .cardDue(position: 0), amount: "42.33")

        _ = interactor.submit(pin: Fixture.pin)

        #expect(repository.wallet.cards[0].due?.amount == 200)
        #expect(repository.wallet.cards[0].due?.state == .pending("due in 6 days"))
    }

    @Test func anAmountAboveTheDue_isRefused() throws {
        let repository = FakeRepository()
        let interactor = TransferInteractor.make(repository, card: WalletCard(position: 0, card: repository.wallet.cards[0]))
        _ = try interactor.chooseSource(id: "a-savings").get()
        #expect(interactor.setAmount("242.34") == .failure(.invalidInput("You can pay at most the due, ₹242.33.")))
    }

    nonisolated static let failures: [(String, String, TransferDestination, String, Decimal)] = [
        ("unknown IFSC", "a-savings", .newAccount(NewAccountDetails(name: "X", accountNumber: "123456789", ifsc: "ABCD0123456")),
         "verification", 100),
        ("recipient gone", "a-savings", .swippyUser(SwippyRecipient(userID: "u-x", name: "X", mobile: "9000000000")), "notFound", 100),
        ("other currency", "a-savings", .swippyUser(SwippyRecipient(userID: "u-emma", name: "Emma", mobile: "9988776655")), "currency", 100),
        ("blocked target", "a-savings", .ownAccount(id: "a-joint"), "notFound", 100),
        ("same account", "a-savings", .ownAccount(id: "a-savings"), "notFound", 100),
        ("over limit", "a-savings", .beneficiary(priya), "limit", 5_001),
        ("over balance", "a-salary", .beneficiary(priya), "balance", 600),
    ]

    @Test(arguments: failures)
    func aFailedTransfer_changesNoBalance(
        _ name: String, source: String, destination: TransferDestination, reason: String, amount: Decimal
    ) throws {
        let repository = FakeRepository()
        let before = repository.wallet.accounts
        let interactor = TransferInteractor.make(repository)
        _ = try interactor.chooseSource(id: source).get()
        interactor.choose(destination)
        interactor.draft.send(withAmount(interactor.draft.value, amount))
        interactor.beginConfirmation()

        let result = interactor.submit(pin: Fixture.pin)

        switch (result, reason) {
        case (.finished(.failure(.verificationFailed)), "verification"), (.finished(.failure(.recipientNotFound)), "notFound"),
             (.finished(.failure(.currencyMismatch)), "currency"), (.finished(.failure(.limitExceeded)), "limit"),
             (.finished(.failure(.insufficientBalance)), "balance"):
            break
        default:
            Issue.record("\(name): \(result)")
        }
        #expect(repository.wallet.accounts == before)
        #expect(repository.wallet.transactions.isEmpty)
        #expect(repository.wallet.completedRequests.isEmpty)
    }

    @Test func aBlockedOrLockedSource_isRefusedWithItsReason() {
        let interactor = TransferInteractor.make(FakeRepository())
        #expect(interactor.chooseSource(id: "a-joint") == .failure(.sourceUnavailable("Joint is blocked: money cannot leave it. Choose another account.")))
        #expect(interactor.chooseSource(id: "a-frozen") == .failure(.sourceUnavailable("Frozen is locked: money cannot leave it. Choose another account.")))
        #expect(interactor.draft.value.sourceID == nil)
    }

    @Test func moneyIsConserved_overManyRandomTransfers() throws {
        var generator = SeededGenerator(seed: 42)
        let repository = FakeRepository()
        let identifiers = SequentialIdentifiers()
        let reference = Fixture.reference(perTransfer: 3_000, fee: 7)
        var leftSwippy: Decimal = 0
        let start = Fixture.total(repository.wallet)
        for _ in 0..<300 {
            let interactor = TransferInteractor.make(repository, reference: reference, identifiers: identifiers)
            let sources = ["a-savings", "a-salary"]
            let destinations = Self.destinations.map(\.1) + [.ownAccount(id: "a-savings")]
            let source = sources[Int.random(in: 0..<sources.count, using: &generator)]
            let destination = destinations[Int.random(in: 0..<destinations.count, using: &generator)]
            let cents = Int.random(in: 1...400_000, using: &generator)
            _ = interactor.chooseSource(id: source)
            interactor.choose(destination)
            interactor.draft.send(withAmount(interactor.draft.value, Decimal(cents) / 100))
            interactor.beginConfirmation()
            if case .finished(.success(let receipt)) = interactor.submit(pin: Fixture.pin), destination.isOutsideBank || destination == .cardDue(position: 0) {
                leftSwippy += receipt.amount.amount + receipt.fee.amount
            }
            #expect(repository.wallet.accounts.allSatisfy { $0.balance >= 0 })
        }
        #expect(start - Fixture.total(repository.wallet) == leftSwippy)
        #expect(leftSwippy > 0)
        #expect(Set(repository.wallet.transactions.map(\.id)).count == repository.wallet.transactions.count)
    }

    @Test func aConfirmationSubmittedTwice_debitsOnce() throws {
        let repository = FakeRepository()
        let interactor = TransferInteractor.make(repository)
        try interactor.prepare(to: .beneficiary(Self.priya), amount: "100")

        let first = interactor.submit(pin: Fixture.pin)
        let second = interactor.submit(pin: Fixture.pin)

        #expect(first == second)
        #expect(repository.wallet.accounts[0].balance == 9_900)
        #expect(repository.wallet.transactions.count == 1)
    }

    @Test func aRequestAlreadyCarriedOut_isNotCarriedOutAgainByAnotherInteractor() throws {
        let repository = FakeRepository()
        let first = TransferInteractor.make(repository, identifiers: SequentialIdentifiers())
        try first.prepare(to: .beneficiary(Self.priya), amount: "100")
        _ = first.submit(pin: Fixture.pin)
        let second = TransferInteractor.make(repository, identifiers: SequentialIdentifiers())
        try second.prepare(to: .beneficiary(Self.priya), amount: "100")

        let result = second.submit(pin: Fixture.pin)

        #expect(result == .finished(.failure(.alreadySubmitted("This transfer was already made; nothing was sent again."))))
        #expect(repository.wallet.accounts[0].balance == 9_900)
    }

    @Test func submitting_wrongPin_showsAttemptsLeftAndLocksAfterThree() throws {
        let repository = FakeRepository()
        let interactor = TransferInteractor.make(repository)
        try interactor.prepare(to: .beneficiary(Self.priya), amount: "100")

        #expect(interactor.submit(pin: "111111") == .wrong(attemptsLeft: 2))
        #expect(interactor.submit(pin: "12345") == .malformed)
        #expect(interactor.submit(pin: "111111") == .wrong(attemptsLeft: 1))
        guard case .finished(.failure(.transfersLocked)) = interactor.submit(pin: "111111") else { Issue.record("not locked"); return }
        guard case .finished(.failure(.transfersLocked)) = interactor.submit(pin: Fixture.pin) else { Issue.record("unlocked"); return }
        #expect(repository.wallet.accounts[0].balance == 10_000)
        #expect(repository.wallet.securityState(of: "u-asha").transfersLocked)
    }

    @Test func theTransferLock_survivesARestart() throws {
        let persistence = MemoryStateStore()
        let firstRun = TransferInteractor.make(try StoreRepository(persistence: persistence))
        try firstRun.prepare(to: .beneficiary(Self.priya), amount: "100")
        for _ in 0..<3 { _ = firstRun.submit(pin: "000000") }

        let restarted = try StoreRepository(persistence: persistence)
        let secondRun = TransferInteractor.make(restarted)
        try secondRun.prepare(to: .beneficiary(Self.priya), amount: "100")

        guard case .finished(.failure(.transfersLocked)) = secondRun.submit(pin: Fixture.pin) else { Issue.record("unlocked"); return }
        #expect(restarted.wallet.accounts[0].balance == 10_000)
    }

    @Test func aTransfer_survivesARestart() throws {
        let persistence = MemoryStateStore()
        let interactor = TransferInteractor.make(try StoreRepository(persistence: persistence))
        try interactor.prepare(to: .swippyUser(Self.rahul), amount: "250")
        _ = interactor.submit(pin: Fixture.pin)

        let restarted = try StoreRepository(persistence: persistence)

        #expect(restarted.wallet.accounts.first { $0.id == "a-savings" }?.balance == 9_750)
        #expect(restarted.wallet.accounts.first { $0.id == "r-main" }?.balance == 1_250)
        #expect(restarted.wallet.transactions.count == 2)
    }

    @Test func aFailedSave_reportsItAndMovesNothing() throws {
        let repository = FakeRepository()
        let interactor = TransferInteractor.make(repository)
        try interactor.prepare(to: .beneficiary(Self.priya), amount: "100")
        repository.failSaves = true

        guard case .finished(.failure(.saveFailed)) = interactor.submit(pin: Fixture.pin) else { Issue.record("saved"); return }
        #expect(repository.wallet.accounts[0].balance == 10_000)
    }

    @Test func aPaidNewAccount_canBeSavedAsABeneficiaryOnce() throws {
        let repository = FakeRepository()
        let interactor = TransferInteractor.make(repository)
        _ = try interactor.chooseSource(id: "a-savings").get()
        interactor.updateForm(NewAccountForm(name: "Anil Kumar", accountNumber: "123456789012", ifsc: "hdfc0000060"))
        let details = try interactor.chooseNewAccount().get()
        #expect(details.ifsc == "HDFC0000060")
        _ = try interactor.setAmount("10").get()
        #expect(interactor.saveNewAccountAsBeneficiary() == .failure(.invalidInput("Only a new account paid successfully can be saved.")))
        interactor.beginConfirmation()
        _ = interactor.submit(pin: Fixture.pin)

        let saved = try interactor.saveNewAccountAsBeneficiary().get()
        _ = try interactor.saveNewAccountAsBeneficiary().get()

        #expect(saved == Beneficiary(id: "ben-2", userID: "u-asha", name: "Anil Kumar", bankName: "HDFC Bank",
                                     accountNumber: "123456789012", ifsc: "HDFC0000060"))
        #expect(repository.wallet.beneficiaries.count == 2)
    }

    @Test func theIFSCFinder_matchesBranchOrCityInAnyCase() {
        let interactor = TransferInteractor.make(FakeRepository())
        #expect(interactor.ifscBanks() == ["HDFC Bank", "State Bank of India"])
        #expect(interactor.ifscBranches(bank: "HDFC Bank", matching: "MUM").map(\.code) == ["HDFC0000060"])
        #expect(interactor.ifscBranches(bank: "HDFC Bank", matching: "kora").map(\.code) == ["HDFC0000123"])
        #expect(interactor.ifscBranches(bank: "HDFC Bank", matching: "").count == 2)
        #expect(interactor.ifscBranches(bank: "HDFC Bank", matching: "Jayanagar").isEmpty)
    }

    @Test func findingARecipient_keepsTheTypedNumberAndChoosesThem() {
        let interactor = TransferInteractor.make(FakeRepository())
        _ = interactor.chooseSource(id: "a-savings")
        #expect(interactor.findRecipient(mobile: "9123456780") == .success(Self.rahul))
        #expect(interactor.draft.value.mobile == "9123456780")
        #expect(interactor.draft.value.destination == .swippyUser(Self.rahul))
    }

    private func withAmount(_ draft: TransferDraft, _ amount: Decimal) -> TransferDraft {
        var next = draft
        next.amount = amount
        return next
    }
}
