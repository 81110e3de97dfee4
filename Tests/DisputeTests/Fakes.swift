import Foundation
import SwippyCore
import SwippyData
@testable import Dispute

/// A fixed "now" for every test: 21 Nov 2026, 12:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_795_262_400)
let day: TimeInterval = 86_400
let hour: TimeInterval = 3_600

/// A small wallet: one user (transaction PIN 592741) with two cards, one account and a few transactions.
enum TestWallet {
    static let userID = "u-1"

    static func make(now: Date = testNow) -> WalletState {
        let user = User(
            id: userID, name: "Asha Rao", mobile: "9876543210", email: "asha@example.com", address: "Pune",
            currency: "INR", memberSince: now - 400 * day, loginPIN: SecretHash.make("4826", salt: "01"),
            transferPIN: SecretHash.make("592741", salt: "02"))
        let cards = [
            PaymentCard(id: "c1", title: "Millennia", number: "4386 2894 0012 3456", cardHolderName: "ASHA RAO",
                        type: "VISA", bankName: "HDFC Bank", actions: [.viewDetails], userID: userID),
            PaymentCard(id: "c2", title: "Travel One", number: "3056 9309 0259 04", cardHolderName: "ASHA RAO",
                        type: "DINERS", bankName: "Kotak", status: .inactive, userID: userID),
        ]
        let account = BankAccount(
            id: "acc-1", userID: userID, name: "Savings", bankName: "HDFC Bank", number: "50100234567812",
            ifsc: "HDFC0000123", kind: "savings", currency: "INR", balance: 1000)
        let transactions = [
            transaction("t-new", now - 2 * day, card: "4386 2894 0012 3456"),
            transaction("t-credit", now - 3 * day, card: "4386 2894 0012 3456", direction: .credit),
            transaction("t-edge", now - 120 * day, card: "4386 2894 0012 3456"),
            transaction("t-old", now - 121 * day, card: "4386 2894 0012 3456"),
            transaction("t-acc", now - 5 * day, account: "acc-1"),
        ]
        return WalletState(users: [user], accounts: [account], cards: cards, transactions: transactions)
    }

    static func transaction(
        _ id: String, _ date: Date, card: String? = nil, account: String? = nil, direction: Transaction.Direction = .debit
    ) -> Transaction {
        Transaction(
            id: id, date: date, accountID: account, cardNumber: card, direction: direction, amount: 250,
            currency: "INR", counterparty: "Shop \(id)", category: "shopping", reference: "R-\(id)")
    }
}

struct SaveFailed: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

/// An in-memory repository over a `WalletState`, with call counts and a switch to fail saves.
@MainActor
final class FakeDisputeRepository: DisputeRepository {
    var wallet: WalletState
    var failSaves = false
    var failReads = false
    private(set) var replaceCallCount = 0
    private(set) var addCallCount = 0
    private(set) var blockCallCount = 0

    init(wallet: WalletState = TestWallet.make()) {
        self.wallet = wallet
    }

    func cards() throws -> [WalletCard] {
        if failReads { throw SaveFailed() }
        return wallet.walletCards(of: TestWallet.userID)
    }

    func accounts() throws -> [BankAccount] { wallet.accounts(of: TestWallet.userID) }
    func transactions(ofCard number: String) throws -> [Transaction] { wallet.transactions(ofCard: number) }
    func transactions(ofAccount id: String) throws -> [Transaction] { wallet.transactions(ofAccount: id) }

    func disputes() throws -> [Dispute] {
        if failReads { throw SaveFailed() }
        return wallet.disputes
    }

    func add(_ dispute: Dispute) throws -> Dispute {
        addCallCount += 1
        if failSaves { throw SaveFailed() }
        var saved = dispute
        saved.id = "DSP-\(1001 + wallet.disputes.count)"
        wallet.disputes.append(saved)
        return saved
    }

    func replace(_ disputes: [Dispute]) throws {
        replaceCallCount += 1
        if failSaves { throw SaveFailed() }
        for dispute in disputes {
            if let index = wallet.disputes.firstIndex(where: { $0.id == dispute.id }) { wallet.disputes[index] = dispute }
        }
    }

    func send(_ message: OutboxMessage) throws -> OutboxMessage {
        if failSaves { throw SaveFailed() }
        var saved = message
        saved.id = "MSG-\(1001 + wallet.outbox.count)"
        wallet.outbox.append(saved)
        return saved
    }

    func blockCard(at position: Int, reason: String, pin: String, maxAttempts: Int) throws -> PINCheck {
        blockCallCount += 1
        if failSaves { throw SaveFailed() }
        let check = wallet.checkTransferPIN(pin, userID: TestWallet.userID, maxAttempts: maxAttempts)
        if check == .accepted {
            wallet.cards[position].status = .blocked
            wallet.cards[position].blockReason = reason
        }
        return check
    }

    func setCardStatus(at position: Int, to status: CardStatus) throws {
        if failSaves { throw SaveFailed() }
        wallet.cards[position].status = status
    }
}

/// Records what a presenter shows.
@MainActor
final class FakeView: ScreenView {
    private(set) var displayed: [DisputeViewModel] = []
    private(set) var notices: [String] = []
    var displayCallCount: Int { displayed.count }
    var last: DisputeViewModel? { displayed.last }

    func display(_ viewModel: DisputeViewModel) { displayed.append(viewModel) }
    func showNotice(_ text: String) { notices.append(text) }
}

/// Records where a presenter navigates.
@MainActor
final class FakeRouter: DisputeRouting {
    private(set) var destinations: [DisputeDestination] = []
    var navigateCallCount: Int { destinations.count }

    func navigate(to destination: DisputeDestination) { destinations.append(destination) }
}

/// Records pushes, pops and replacements.
@MainActor
final class FakeNavigator: ScreenNavigating {
    private(set) var stack: [any Screen] = []
    private(set) var pushCallCount = 0
    private(set) var replaceCallCount = 0

    func push(_ screen: any Screen) {
        pushCallCount += 1
        stack.append(screen)
    }

    func pop() { _ = stack.popLast() }

    func replaceTop(with screen: any Screen) {
        replaceCallCount += 1
        if stack.isEmpty { stack.append(screen) } else { stack[stack.count - 1] = screen }
    }

    func pop(to screen: any Screen) {
        while let top = stack.last, top !== screen { stack.removeLast() }
    }
}

/// A dependency for the builder.
@MainActor
final class FakeDependency: DisputeDependency {
    let repository = FakeDisputeRepository()
    let clock = ManualClock(testNow)
    var disputeRepository: any DisputeRepository { repository }
    var disputeClock: any WallClock { clock }
    var disputeConfig: AppConfig { AppConfig(pageSize: 3) }
    var disputeSupportContacts: SupportContacts {
        SupportContacts(helpline: "1800-266-0101", email: "support@swippy.example", hours: "24x7")
    }
}

@MainActor
func makeDisputeInteractor(
    _ repository: FakeDisputeRepository, clock: ManualClock = ManualClock(testNow)
) -> DisputeInteractor {
    DisputeInteractor(
        repository: repository, clock: clock, config: AppConfig(disputeWindowDays: 120, disputeReviewAfterHours: 48),
        support: SupportContacts(helpline: "1800-266-0101", email: "support@swippy.example", hours: "24x7"))
}
