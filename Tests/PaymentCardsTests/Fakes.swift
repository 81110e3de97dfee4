import Foundation
@testable import PaymentCards
import SwippyCore
import SwippyData

/// An error with fixed words, for failure paths.
struct FakeError: Error, CustomStringConvertible {
    var description: String
}

/// Cards and transactions from memory, with call counts and switchable failures.
@MainActor
final class FakePaymentCardsRepository: PaymentCardsRepository {
    var walletCards: [WalletCard]
    var transactionsByNumber: [String: [Transaction]] = [:]
    var cardsFailure: (any Error)?
    var transactionsFailure: (any Error)?
    private(set) var cardsCallCount = 0
    private(set) var transactionsCallCount = 0

    init(_ walletCards: [WalletCard] = []) {
        self.walletCards = walletCards
    }

    func cards() throws -> [WalletCard] {
        cardsCallCount += 1
        if let cardsFailure { throw cardsFailure }
        return walletCards
    }

    func transactions(ofCard number: String) throws -> [Transaction] {
        transactionsCallCount += 1
        if let transactionsFailure { throw transactionsFailure }
        return transactionsByNumber[number] ?? []
    }
}

/// Records what a presenter shows.
@MainActor
final class FakeView<ViewModel>: ScreenView {
    private(set) var displayed: [ViewModel] = []
    private(set) var notices: [String] = []

    var last: ViewModel? { displayed.last }

    func display(_ viewModel: ViewModel) { displayed.append(viewModel) }
    func showNotice(_ text: String) { notices.append(text) }
}

/// Records where the presenters asked to go.
@MainActor
final class FakeRouter: PaymentCardsRouting {
    private(set) var destinations: [PaymentCardsDestination] = []

    func navigate(to destination: PaymentCardsDestination) { destinations.append(destination) }
}

/// Records the requests sent up to the host.
@MainActor
final class FakeListener: PaymentCardsListener {
    private(set) var requestedCards: [WalletCard] = []
    private(set) var blockRequests: [WalletCard] = []
    private(set) var activationRequests: [WalletCard] = []

    func paymentCardsDidRequestPayment(for card: WalletCard) { requestedCards.append(card) }
    func paymentCardsDidRequestBlock(for card: WalletCard) { blockRequests.append(card) }
    func paymentCardsDidRequestActivationChange(for card: WalletCard) { activationRequests.append(card) }
}

/// Records what a router did to the navigation stack.
@MainActor
final class FakeNavigator: ScreenNavigating {
    private(set) var pushed: [any Screen] = []
    private(set) var popCount = 0

    func push(_ screen: any Screen) { pushed.append(screen) }
    func pop() { popCount += 1 }
    func replaceTop(with screen: any Screen) { pushed.append(screen) }
    func pop(to screen: any Screen) { popCount += 1 }
}

/// What a host gives the builder.
@MainActor
final class FakeDependency: PaymentCardsDependency {
    let repository: FakePaymentCardsRepository
    let paymentCardsPageSize: Int

    init(repository: FakePaymentCardsRepository, pageSize: Int = 6) {
        self.repository = repository
        self.paymentCardsPageSize = pageSize
    }

    var paymentCardsRepository: any PaymentCardsRepository { repository }
}

/// A home screen to put under the module on a real navigator.
@MainActor
final class StubHomeScreen: Screen {
    let revision = 0
    let prompt = Prompt()
    private(set) var didReappearCount = 0

    func render(_ context: RenderContext) -> [String] { ["Home"] }
    func handle(_ input: String) {}
    func takeNotices() -> [String] { [] }
    func didReappear() { didReappearCount += 1 }
}

/// Sample cards and transactions.
enum Sample {
    static func card(
        _ title: String, id: String = "card", number: String = "4386 2894 0012 3456", type: String = "VISA",
        bank: String = "HDFC Bank", due: CardDue? = nil, actions: [CardAction] = [.viewDetails],
        status: CardStatus? = nil, creditLimit: Decimal? = nil
    ) -> PaymentCard {
        PaymentCard(
            id: id, title: title, number: number, cardHolderName: "ASHA RAO", type: type, bankName: bank, due: due,
            actions: actions, status: status, creditLimit: creditLimit)
    }

    static func due(_ amount: String, _ state: DueState, currency: String = "₹") -> CardDue {
        CardDue(id: "due", amount: decimal(amount), currency: currency, state: state)
    }

    static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    /// `count` cards titled "Card 1"…, at positions 0, 2, 4, … (as if another user's cards sat between them).
    static func walletCards(_ count: Int) -> [WalletCard] {
        (0..<count).map { index in
            WalletCard(position: index * 2, card: card("Card \(index + 1)", id: "card_\(index + 1)"))
        }
    }

    static func date(_ text: String) -> Date {
        SwippyDate.parse(text) ?? .distantPast
    }

    static func transaction(
        _ id: String, _ date: String, _ counterparty: String, _ amount: String,
        _ direction: Transaction.Direction = .debit, number: String = "4386 2894 0012 3456"
    ) -> Transaction {
        Transaction(
            id: id, date: self.date(date), cardNumber: number, direction: direction, amount: decimal(amount),
            currency: "₹", counterparty: counterparty, category: "shopping", reference: "REF-\(id)")
    }
}
