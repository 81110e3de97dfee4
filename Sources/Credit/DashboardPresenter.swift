import Foundation
import SwippyCore
import SwippyData

/// The credit dashboard: binds the state and forwards input to one intent; the router follows the step.
@MainActor
final class DashboardPresenter: ModulePresenter {
    weak var view: (any ScreenView<DashboardViewModel>)?
    private let interactor: any CreditInteracting
    private var observation: ObservationToken?

    init(interactor: any CreditInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func didReappear() {
        interactor.load()
    }

    func handle(_ input: String) {
        if let forward = Paging.direction(input) { return interactor.turnPage(forward: forward) }
        let actions = CreditOption.allCases
        guard let index = MenuInput.choice(input, count: actions.count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: actions.count))
            return
        }
        interactor.start(actions[index])
    }

    static func viewModel(for state: CreditState) -> DashboardViewModel {
        let currency = state.currency
        let money = { (amount: Decimal) in CreditText.money(amount, currency) }
        // The dashboard lists the first lines and counts the rest (withdraw and repay page through them all);
        // the total is of every line.
        let shown = state.lines.prefix(CreditText.linesShown)
        let more = CreditText.moreLines(state.lines.count - shown.count)
        var lines: [[Block.Cell]] = shown.map { line in
            [
                Block.Cell(CreditText.cardName(line.card)), Block.Cell(money(line.limit)), Block.Cell(money(line.used)),
                Block.Cell(line.isUsable ? money(line.available) : line.card.effectiveStatus.label),
                Block.Cell("\(line.utilisationPercent)%"),
            ]
        }
        if shown.count < state.lines.count {
            lines.append([Block.Cell("+\(state.lines.count - shown.count) more", .tone(.muted)), "", "", "", ""])
        }
        if !lines.isEmpty {
            let (limit, used, available) = CreditLine.totals(state.lines)
            lines.insert(["Card", "Limit", "Used", "Available", "Used %"].map { Block.Cell($0, .tone(.muted)) }, at: 0)
            lines.append([
                Block.Cell("Total"), Block.Cell(money(limit)), Block.Cell(money(used)),
                Block.Cell(money(available)), Block.Cell("\(CreditLine.percent(used, of: limit))%"),
            ])
            let unusable = state.lines.count(where: { !$0.isUsable })
            if unusable > 0 {
                lines.append([
                    Block.Cell("Not in the total: \(Plural.of(unusable, "blocked or inactive card"))", .tone(.muted)),
                    "", "", "", "",
                ])
            }
        }
        let months = CreditText.months(state.lines)
        let payments = state.paging.visible(state.payments).map { payment in
            [
                Block.Cell(SwippyDate.day(payment.date, in: state.zone)), Block.Cell(payment.counterparty),
                Block.Cell(payment.money.formatted),
            ]
        }
        return DashboardViewModel(
            lines: lines, emptyText: state.lines.isEmpty ? "You have no card with a credit line." : nil,
            dues: shown.map { [Block.Cell(CreditText.cardName($0.card)), Block.Cell(CreditText.due($0))] }
                + (more.map { [[Block.Cell($0, .tone(.muted)), ""]] } ?? []),
            utilisation: months.map { month in
                let percent = CreditLine.percent(month.used, of: month.limit)
                return Block.Bar(
                    CreditText.month(month.month), value: CreditText.minorUnits(month.used),
                    amount: "\(money(month.used)) · \(percent)%")
            },
            interest: months.map {
                Block.Bar(
                    CreditText.month($0.month), value: CreditText.minorUnits($0.interest), amount: money($0.interest),
                    tone: .warning)
            },
            payments: payments, paymentsEmpty: state.payments.isEmpty ? "No repayments yet." : nil,
            pageLine: CreditText.pageLine(state.paging),
            menu: CreditOption.allCases.map { Block.MenuItem($0.title) },
            prompt: Prompt.option(count: CreditOption.allCases.count), notice: state.notice)
    }
}
