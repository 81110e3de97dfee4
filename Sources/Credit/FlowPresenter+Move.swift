import Foundation
import SwippyCore
import SwippyData

/// The flow screen's view model for withdrawing and repaying: pure mappings from the state, part of
/// `FlowPresenter.viewModel(for:)`.
extension FlowPresenter {
    /// How many numbered options the current step offers.
    static func choiceCount(_ state: CreditState) -> Int {
        switch state.step {
        case .moveCard: state.moveLines.count
        case .moveAccount: state.moveAccounts.count
        case .loan(.employment): LoanRules.employmentTypes.count
        default: 0
        }
    }

    // MARK: - Withdraw and repay

    static func moveModel(_ state: CreditState) -> FlowViewModel {
        let withdraw = state.moveKind == .withdraw
        let title = withdraw ? "Withdraw cash" : "Repay credit line"
        let currency = state.line?.currency ?? state.currency
        let money = { (amount: Decimal) in CreditText.money(amount, currency) }
        var model = FlowViewModel(title: title, prompt: Prompt())
        if let line = state.line, state.step != .moveResult {
            model.fields = [
                Block.Field("Card", CreditText.cardName(line.card)),
                Block.Field("Available", money(line.available), keep: true),
                Block.Field("In use", money(line.used), keep: true),
                Block.Field("Due", CreditText.due(line), keep: true),
            ]
        }
        switch state.step {
        case .moveCard:
            model.message = withdraw ? "Which card's credit line?" : "Which card's line do you repay?"
            model.fields = []
            model.menu = state.linePaging.visible(state.moveLines).map {
                let available = $0.isUsable ? "\(money($0.available)) available" : $0.card.effectiveStatus.label
                return Block.MenuItem(CreditText.cardName($0.card), detail: "\(available) · \(money($0.used)) in use")
            }
            model.firstOption = state.linePaging.number(at: 0)
            model.footer = CreditText.pageLine(state.linePaging)
            model.prompt = state.linePaging.prompt("Choose a card")
        case .moveAccount:
            model.message = withdraw ? "Into which of your accounts?" : "From which of your accounts?"
            model.menu = state.moveAccounts.map { Block.MenuItem($0.name, detail: $0.money.formatted) }
            model.prompt = Prompt.choice("Choose an account", count: state.moveAccounts.count)
        case .moveAmount:
            if withdraw {
                guard let terms = state.terms(in: currency) else {
                    model.message = CreditTerms.noRate(state.config, in: currency)
                    model.prompt = Prompt.back
                    break
                }
                model.message =
                    "How much cash? At most \(terms.cashWithdrawalCap.text) at once, and the amount with its fee must "
                    + "fit the available credit."
                model.footer = terms.withdrawalRule
                model.prompt = Prompt("Amount")
            } else {
                model.message = "How much do you repay? Up to what is in use."
                model.prompt = Prompt(state.defaultRepayment.map { "Amount (Enter for \(money($0)))" } ?? "Amount")
            }
        case .moveConfirm, .movePIN:
            model.fields += confirmFields(state, money: money)
            if withdraw { model.footer = state.terms(in: currency)?.withdrawalRule }
            if state.step == .moveConfirm {
                model.message = withdraw ? "Withdraw this cash?" : "Repay this amount?"
                model.prompt = Prompt.confirm("Confirm?")
            } else {
                model.message = "Enter your 6-digit transaction PIN to confirm."
                model.prompt = .secret("Transaction PIN")
            }
        case .moveResult:
            result(state, withdraw: withdraw, into: &model)
        default:
            break
        }
        return model
    }

    private static func confirmFields(_ state: CreditState, money: (Decimal) -> String) -> [Block.Field] {
        guard let amount = state.amount else { return [] }
        let account = state.account?.name ?? ""
        guard state.moveKind == .withdraw else {
            return [Block.Field("Repay", money(amount), keep: true), Block.Field("From", account)]
        }
        let fee = state.line.flatMap { state.terms(in: $0.currency) }?.withdrawalFee(on: amount) ?? 0
        return [
            Block.Field("Cash", money(amount), keep: true), Block.Field("Fee", money(fee), keep: true),
            Block.Field("Line used by", money(amount + fee), keep: true), Block.Field("Into", account),
        ]
    }

    private static func result(_ state: CreditState, withdraw: Bool, into model: inout FlowViewModel) {
        model.prompt = Prompt.back
        switch state.outcome {
        case .sent(let receipt)?:
            model.message =
                withdraw
                ? "Withdrew \(receipt.amount.formatted) from \(receipt.sourceName) into \(receipt.counterparty)."
                : "Repaid \(receipt.amount.formatted) of \(receipt.counterparty) from \(receipt.sourceName)."
            var fields = [Block.Field("Reference", receipt.reference, keep: true)]
            if withdraw { fields.append(Block.Field("Fee", receipt.fee.formatted, keep: true)) }
            fields.append(
                Block.Field(
                    withdraw ? "\(receipt.counterparty) now" : "\(receipt.sourceName) now",
                    receipt.newBalance.formatted, keep: true))
            if let line = state.line {
                fields += [
                    Block.Field("Available", CreditText.money(line.available, line.currency), keep: true),
                    Block.Field("Due", CreditText.due(line), keep: true),
                ]
            }
            model.fields = fields
        case .refused(.saveOutcomeUnknown(let reason))?:
            model.message = reason
        case .refused(let failure)?:
            model.message = "Nothing moved: \(failure.message)"
        case nil:
            break
        }
    }
}
