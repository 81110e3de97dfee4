import Foundation
import SwippyCore
import SwippyData

/// One card's screens: its actions, its details, its last statement. Which card and which page come from the
/// state's step; choosing details or the statement is an intent (the router follows the step), and "Pay now"
/// and the card services leave the module through the router.
@MainActor
final class CardPresenter: ModulePresenter {
    weak var view: (any ScreenView<CardViewModel>)?
    private let interactor: any PaymentCardsInteracting
    private let router: any PaymentCardsRouting
    private var observation: ObservationToken?

    init(interactor: any PaymentCardsInteracting, router: any PaymentCardsRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func didReappear() {
        interactor.load()
    }

    func goBack() -> Bool {
        interactor.back()
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        let options = state.shownOptions
        guard let index = MenuInput.choice(input, count: options.count), let position = state.step.position else {
            view?.showNotice(MenuInput.unknownHint(input, count: options.count))
            return
        }
        switch options[index] {
        case .viewDetails: interactor.showDetails()
        case .viewLastStatement: interactor.showStatement()
        case .payNow: router.navigate(to: .payment(position: position))
        case .block: router.navigate(to: .blockCard(position: position))
        case .activate, .deactivate: router.navigate(to: .activation(position: position))
        }
    }

    /// The screen of the state's step for the card at the step's position; the bare card title on a step that
    /// is not a card's (the list, the add-card flow).
    static func viewModel(for state: PaymentCardsState) -> CardViewModel {
        guard let position = state.step.position else { return .initial }
        var model: CardViewModel
        if let card = state.card(at: position) {
            switch state.step {
            case .details: model = detailsModel(card.card, at: state.loadedAt)
            case .statement:
                model =
                    state.statements[card.card.number].map { statementModel(card.card, $0, zone: state.zone) }
                    ?? loadingStatement(card.card)
            case .card, .list, .addCard: model = actionsModel(card.card, options: state.options(forCardAt: position))
            }
        } else {
            model = CardViewModel(
                title: "Card", fields: [], sectionTitle: nil, rows: [],
                message: "This card is no longer in your wallet.", options: [],
                prompt: Prompt.back)
        }
        model.notice = state.notice
        return model
    }

    static func actionsModel(_ card: PaymentCard, options: [CardOption]) -> CardViewModel {
        CardViewModel(
            title: card.displayTitle, fields: summaryFields(card), sectionTitle: nil, rows: [],
            message: options.isEmpty ? "This card offers no actions." : nil,
            options: options.map(\.label),
            prompt: options.isEmpty ? Prompt.back : .option(count: options.count))
    }

    private static func loadingStatement(_ card: PaymentCard) -> CardViewModel {
        CardViewModel(
            title: "\(card.displayTitle) · last statement", fields: [], sectionTitle: nil, rows: [],
            message: "Loading the statement…", options: [], prompt: Prompt.back)
    }

    /// The card's details: no internal ids (of the card or its due), only what the person can use. `now`
    /// tells a past expiry.
    static func detailsModel(_ card: PaymentCard, at now: Date? = nil) -> CardViewModel {
        var fields = summaryFields(card)
        if let expiry = card.expiry {
            let expired = now.map(expiry.hasExpired(at:)) == true
            fields.append(
                CardViewModel.Field(
                    label: "Expires", value: expired ? "\(expiry.text) · expired" : expiry.text,
                    tone: expired ? .bad : .plain, keep: true))
        }
        if card.effectiveStatus == .active {
            fields.append(CardViewModel.Field(label: "Status", value: CardStatus.active.label))
        }
        if let reason = card.blockReason { fields.append(CardViewModel.Field(label: "Blocked for", value: reason)) }
        if let limit = card.creditLimit {
            let currency = card.due?.currency ?? "INR"
            let status = card.effectiveStatus
            let value =
                Money(limit, currency).formatted + (status == .active ? "" : " · \(status.label): none available")
            fields.append(CardViewModel.Field(label: "Credit limit", value: value, keep: true))
        }
        return CardViewModel(
            title: "\(card.displayTitle) · details", fields: fields, sectionTitle: nil, rows: [], message: nil,
            options: [],
            prompt: Prompt.back)
    }

    static func statementModel(
        _ card: PaymentCard, _ result: Result<CardStatement, PaymentCardsError>, zone: TimeZone
    ) -> CardViewModel {
        let title = "\(card.displayTitle) · last statement"
        switch result {
        case .failure(let error):
            return CardViewModel(
                title: title, fields: [], sectionTitle: nil, rows: [], message: error.message, options: [],
                prompt: Prompt.back)
        case .success(let statement):
            let rows = statement.transactions.map { transaction in
                [
                    SwippyDate.day(transaction.date, in: zone), transaction.counterparty,
                    (transaction.direction == .debit ? "-" : "+")
                        + Money(transaction.amount, statement.currency).formatted,
                ]
            }
            var fields = [
                CardViewModel.Field(label: "Period", value: SwippyDate.month(statement.periodStart)),
                CardViewModel.Field(label: "Card", value: card.maskedNumber, keep: true),
                CardViewModel.Field(
                    label: "Spent", value: Money(statement.totalDebits, statement.currency).formatted, keep: true),
                CardViewModel.Field(
                    label: "Paid", value: Money(statement.totalCredits, statement.currency).formatted, keep: true),
            ]
            if let due = card.due {
                fields.append(CardViewModel.Field(label: "Due now", value: due.summary, keep: true))
            }
            return CardViewModel(
                title: title, fields: fields, sectionTitle: "Transactions", rows: rows, message: nil, options: [],
                prompt: Prompt.back)
        }
    }

    private static func summaryFields(_ card: PaymentCard) -> [CardViewModel.Field] {
        var fields = [
            CardViewModel.Field(label: "Bank", value: card.bankLabel),
            CardViewModel.Field(label: "Network", value: card.networkLabel),
            CardViewModel.Field(label: "Number", value: card.maskedNumber, keep: true),
            CardViewModel.Field(label: "Holder", value: card.holderLabel),
        ]
        if let due = card.due {
            fields.append(
                CardViewModel.Field(label: "Due", value: due.summary, tone: due.isPayable ? .bad : .good, keep: true))
        } else {
            fields.append(CardViewModel.Field(label: "Due", value: "No due"))
        }
        if card.effectiveStatus != .active {
            fields.append(
                CardViewModel.Field(label: "Status", value: card.effectiveStatus.label, tone: .warning))
        }
        return fields
    }
}
