import SwippyCore
import SwippyData

/// One card's screens: its actions, its details, its last statement.
@MainActor
final class CardPresenter: ScreenPresenter {
    enum Page: Equatable { case actions, details, statement }

    weak var view: (any ScreenView<CardViewModel>)?
    private let position: Int
    private let page: Page
    private let interactor: any PaymentCardsInteracting
    private let router: any PaymentCardsRouting
    private var offeredActions: [CardAction] = []
    private var offeredServices: [CardService] = []

    init(position: Int, page: Page, interactor: any PaymentCardsInteracting, router: any PaymentCardsRouting) {
        self.position = position
        self.page = page
        self.interactor = interactor
        self.router = router
    }

    func start() {
        refresh()
    }

    func didReappear() {
        interactor.load()
        refresh()
    }

    func handle(_ input: String) {
        let count = offeredActions.count + offeredServices.count
        guard page == .actions, let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: page == .actions ? count : 0))
            return
        }
        guard index < offeredActions.count else {
            switch offeredServices[index - offeredActions.count] {
            case .block: router.navigate(to: .blockCard(position: position))
            case .activate, .deactivate: router.navigate(to: .activation(position: position))
            }
            return
        }
        switch offeredActions[index] {
        case .viewDetails: router.navigate(to: .details(position: position))
        case .payNow: router.navigate(to: .payment(position: position))
        case .viewLastStatement: router.navigate(to: .statement(position: position))
        }
    }

    private func refresh() {
        guard let card = interactor.card(at: position) else {
            offeredActions = []
            offeredServices = []
            view?.display(CardViewModel(
                title: "Card", fields: [], sectionTitle: nil, rows: [],
                message: "This card is no longer in your wallet.", options: [], prompt: Prompt("Type b to go back")))
            return
        }
        offeredActions = Self.actions(for: card.card)
        offeredServices = Self.services(for: card.card)
        switch page {
        case .actions: view?.display(Self.actionsModel(card.card, actions: offeredActions, services: offeredServices))
        case .details: view?.display(Self.detailsModel(card.card))
        case .statement: view?.display(Self.statementModel(card.card, interactor.statement(for: card)))
        }
    }

    /// The card's own actions, in file order; a blocked card offers no payment.
    static func actions(for card: PaymentCard) -> [CardAction] {
        var seen = Set<CardAction>()
        return card.actions.filter { action in
            guard seen.insert(action).inserted else { return false }
            return !(action == .payNow && card.effectiveStatus == .blocked)
        }
    }

    /// The card services offered after the card's own actions: a blocked card offers none (blocking
    /// cannot be undone and a blocked card cannot be activated).
    static func services(for card: PaymentCard) -> [CardService] {
        switch card.effectiveStatus {
        case .active: [.block, .deactivate]
        case .inactive: [.block, .activate]
        case .blocked: []
        }
    }

    static func actionsModel(_ card: PaymentCard, actions: [CardAction], services: [CardService] = []) -> CardViewModel {
        let options = actions.map(label) + services.map(\.label)
        return CardViewModel(
            title: card.title, fields: summaryFields(card), sectionTitle: nil, rows: [],
            message: options.isEmpty ? "This card offers no actions." : nil,
            options: options, prompt: options.isEmpty ? Prompt("Type b to go back") : Prompt())
    }

    static func detailsModel(_ card: PaymentCard) -> CardViewModel {
        var fields = summaryFields(card)
        fields.insert(CardViewModel.Field(label: "Card id", value: card.id), at: 0)
        if card.effectiveStatus == .active {
            fields.append(CardViewModel.Field(label: "Status", value: statusLabel(.active)))
        }
        if let reason = card.blockReason { fields.append(CardViewModel.Field(label: "Blocked for", value: reason)) }
        if let limit = card.creditLimit {
            let currency = card.due?.currency ?? "INR"
            fields.append(CardViewModel.Field(label: "Credit limit", value: Money(limit, currency).formatted))
        }
        if let due = card.due { fields.append(CardViewModel.Field(label: "Due id", value: due.id)) }
        return CardViewModel(
            title: "\(card.title) · details", fields: fields, sectionTitle: nil, rows: [], message: nil, options: [],
            prompt: Prompt("Type b to go back"))
    }

    static func statementModel(_ card: PaymentCard, _ result: Result<CardStatement, PaymentCardsError>) -> CardViewModel {
        let title = "\(card.title) · last statement"
        switch result {
        case .failure(let error):
            return CardViewModel(
                title: title, fields: [], sectionTitle: nil, rows: [], message: error.message, options: [],
                prompt: Prompt("Type b to go back"))
        case .success(let statement):
            let rows = statement.transactions.map { transaction in
                [SwippyDate.day(transaction.date), transaction.counterparty,
                 (transaction.direction == .debit ? "-" : "+") + Money(transaction.amount, statement.currency).formatted]
            }
            var fields = [
                CardViewModel.Field(label: "Period", value: SwippyDate.month(statement.periodStart)),
                CardViewModel.Field(label: "Card", value: card.maskedNumber),
                CardViewModel.Field(label: "Spent", value: Money(statement.totalDebits, statement.currency).formatted),
                CardViewModel.Field(label: "Paid", value: Money(statement.totalCredits, statement.currency).formatted),
            ]
            if let due = card.due {
                fields.append(CardViewModel.Field(label: "Due now", value: "\(due.money.formatted) · \(due.state.label)"))
            }
            return CardViewModel(
                title: title, fields: fields, sectionTitle: "Transactions", rows: rows, message: nil, options: [],
                prompt: Prompt("Type b to go back"))
        }
    }

    private static func summaryFields(_ card: PaymentCard) -> [CardViewModel.Field] {
        var fields = [
            CardViewModel.Field(label: "Bank", value: card.bankName),
            CardViewModel.Field(label: "Network", value: card.type),
            CardViewModel.Field(label: "Number", value: card.maskedNumber),
            CardViewModel.Field(label: "Holder", value: card.cardHolderName),
        ]
        if let due = card.due {
            let tone: Tone = due.state == .fullyPaid ? .good : .bad
            fields.append(CardViewModel.Field(label: "Due", value: "\(due.money.formatted) · \(due.state.label)", tone: tone))
        } else {
            fields.append(CardViewModel.Field(label: "Due", value: "No due"))
        }
        if card.effectiveStatus != .active {
            fields.append(CardViewModel.Field(label: "Status", value: statusLabel(card.effectiveStatus), tone: .warning))
        }
        return fields
    }

    private static func label(_ action: CardAction) -> String {
        switch action {
        case .viewDetails: "View details"
        case .payNow: "Pay now"
        case .viewLastStatement: "View last statement"
        }
    }

    private static func statusLabel(_ status: CardStatus) -> String {
        switch status {
        case .active: "Active"
        case .inactive: "Inactive"
        case .blocked: "Blocked"
        }
    }
}
