import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

/// Add money from a card at the module's boundary: the source is refused before the amount when the card cannot
/// fund it, and a draw is confirmed with the transaction PIN, like Credit's withdrawal.
@MainActor
@Suite("Accounts: add money from a card")
struct AccountsCardDrawTests {
    let repository = FakeAccountsRepository()

    /// Asha's savings open on the deposit-source step, with her one card given a ₹1,50,000 line and `change`.
    func atSources(_ change: (inout PaymentCard) -> Void = { _ in }) -> AccountsInteractor {
        repository.wallet.cards[0].creditLimit = 150_000
        repository.wallet.cards[0].status = .active
        change(&repository.wallet.cards[0])
        let interactor = AccountsInteractor(
            repository: repository, reference: TransferFixture.reference(perTransfer: 500_000), zone: SwippyDate.utc)
        interactor.load()
        interactor.open(at: 0)
        interactor.choose(.addMoney)
        return interactor
    }

    nonisolated static let unusable: [(String, CardStatus?, String?, CardExpiry?, String)] = [
        ("blocked", .blocked, "lost", nil, "Millennia Credit Card ••3456 is blocked (lost): money cannot be drawn"),
        ("inactive", .inactive, nil, nil, "Millennia Credit Card ••3456 is inactive: activate it before drawing"),
        ("expired", .active, nil, CardExpiry(month: 10, year: 2026), "Millennia Credit Card ••3456 expired at the"),
    ]

    @Test(arguments: unusable)
    func anUnusableCard_isRefusedWhenChosen_beforeTheAmount(
        _ row: (name: String, status: CardStatus?, reason: String?, expiry: CardExpiry?, words: String)
    ) {
        let interactor = atSources {
            $0.status = row.status
            $0.blockReason = row.reason
            $0.expiry = row.expiry
        }
        let before = repository.wallet
        interactor.chooseDepositSource(at: 0)
        let state = interactor.state.value
        #expect(state.step == .depositSource, "\(row.name): the amount is never asked")
        #expect(state.notice?.text.hasPrefix(row.words) == true, "\(row.name): \(state.notice?.text ?? "")")
        #expect(repository.wallet == before)
        #expect(repository.draws.isEmpty)
    }

    @Test func aCardWithNoCreditLine_isRefusedWhenChosen() {
        let interactor = atSources { $0.creditLimit = nil }
        interactor.chooseDepositSource(at: 0)
        #expect(interactor.state.value.step == .depositSource)
        #expect(
            interactor.state.value.notice?.text
                == "Millennia Credit Card ••3456 has no credit line: money cannot be drawn from it.")
    }

    @Test func aUsableCard_asksTheAmount_thenThePIN_andDrawsOnItsLine() throws {
        let interactor = atSources()
        interactor.chooseDepositSource(at: 0)
        #expect(interactor.state.value.step == .depositAmount)
        interactor.typeAmount("10000")
        #expect(interactor.state.value.step == .depositPIN)
        #expect(repository.wallet.accounts[0].balance == 10_000, "nothing moves before the PIN")
        interactor.submitDraw(pin: TransferFixture.pin)
        let state = interactor.state.value
        let fee = try #require(Ledger(reference: TransferFixture.reference()).creditTerms(in: "INR"))
            .withdrawalFee(on: 10_000)
        #expect(state.step == .account)
        #expect(state.opened?.balance == 20_000)
        #expect(repository.wallet.cards[0].creditUsed == 10_000 + 242.33 + fee)
        #expect(state.notice?.text.hasPrefix("Added ₹10,000.00 from Millennia Credit Card ••3456 (fee ₹") == true)
        #expect(repository.draws.map(\.pin) == [TransferFixture.pin])
    }

    @Test func aWrongPIN_saysTheAttemptsLeft_andMovesNothing() {
        let interactor = atSources()
        interactor.chooseDepositSource(at: 0)
        interactor.typeAmount("1000")
        interactor.submitDraw(pin: "000000")
        let state = interactor.state.value
        #expect(state.step == .depositPIN)
        #expect(state.notice?.text.hasPrefix("Wrong transaction PIN.") == true)
        #expect(state.opened?.balance == 10_000)
        #expect(repository.wallet.cards[0].creditUsed == nil || repository.wallet.cards[0].creditUsed == 0)
    }

    @Test func aPINThatIsNotSixDigits_isRefusedWithoutAsking() {
        let interactor = atSources()
        interactor.chooseDepositSource(at: 0)
        interactor.typeAmount("1000")
        interactor.submitDraw(pin: "12")
        #expect(interactor.state.value.notice?.text == "The transaction PIN has 6 digits.")
        #expect(repository.draws.isEmpty)
    }

    @Test func anAmountOverTheCashCap_isRefusedBeforeThePIN() {
        let interactor = atSources()
        interactor.chooseDepositSource(at: 0)
        interactor.typeAmount("200000")
        #expect(interactor.state.value.step == .depositAmount)
        #expect(interactor.state.value.notice?.text.hasPrefix("One cash withdrawal can be at most ₹50,000") == true)
    }

    @Test func thePIN_isNeverKeptInTheState() {
        let interactor = atSources()
        interactor.chooseDepositSource(at: 0)
        interactor.typeAmount("1000")
        interactor.submitDraw(pin: TransferFixture.pin)
        #expect(!String(describing: interactor.state.value).contains(TransferFixture.pin))
    }

    @Test func back_fromThePIN_returnsToTheAmount() {
        let interactor = atSources()
        interactor.chooseDepositSource(at: 0)
        interactor.typeAmount("1000")
        #expect(interactor.back())
        #expect(interactor.state.value.step == .depositAmount)
    }

    @Test func thePINStep_asksASecretPrompt_andNamesTheFee() {
        let interactor = atSources()
        interactor.chooseDepositSource(at: 0)
        interactor.typeAmount("1000")
        let model = AccountPresenter.viewModel(for: interactor.state.value)
        #expect(model.prompt.isSecret)
        let draw = "Draw ₹1,000.00 from Millennia Credit Card ••3456 into Savings: fee ₹"
        #expect(model.message?.hasPrefix(draw) == true)
    }

    @Test func thePresenter_sendsThePINStepsInputToSubmitDraw() {
        let fake = FakeAccountsInteractor()
        var state = fake.state.value
        state.accounts = repository.accounts()
        state.openedID = "a-savings"
        state.step = .depositPIN
        fake.state.send(state)
        let presenter = AccountPresenter(interactor: fake)
        presenter.handle("592741")
        #expect(fake.submittedPINs == ["592741"])
        #expect(fake.typedAmounts.isEmpty)
    }
}
