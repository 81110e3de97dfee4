import Foundation
import SwippyCore
import SwippyData

extension CreditInteractor {
    // MARK: - Withdraw and repay

    func startMove(_ kind: CreditOrder.Kind, in next: inout CreditState) {
        guard !next.lines.isEmpty else { return say("You have no card with a credit line.", in: &next) }
        if kind == .withdraw, !next.lines.contains(where: \.isUsable) {
            return say(
                "No active card has a credit line: cash cannot be drawn from a blocked or inactive card.", in: &next)
        }
        if kind == .repay, !next.lines.contains(where: { $0.used > 0 }) {
            return say("Nothing is in use on your cards: there is nothing to repay.", in: &next)
        }
        next.moveKind = kind
        next.accountID = nil
        next.amount = nil
        next.outcome = nil
        next.requestID = nil
        let lines = next.moveLines
        if lines.count == 1 {
            next.linePosition = lines[0].position
            chooseAccountStep(in: &next)
        } else {
            next.linePosition = nil
            next.linePaging = Paging(itemCount: lines.count, pageSize: next.linePaging.pageSize)
            next.step = .moveCard
        }
    }

    /// After the card: the account question, or why there is none to use.
    func chooseAccountStep(in next: inout CreditState) {
        guard let line = next.line else { return }
        if next.moveKind == .repay, line.used == 0 {
            return say("Nothing is in use on \(line.card.label): there is nothing to repay.", in: &next)
        }
        if next.moveKind == .withdraw, line.card.effectiveStatus != .active {
            return say(
                "\(line.card.label) is \(line.card.effectiveStatus.rawValue): cash cannot be drawn from it.", in: &next)
        }
        guard !next.moveAccounts.isEmpty else {
            return say("You have no active \(line.currency) account to use.", in: &next)
        }
        next.step = .moveAccount
    }

    func typeMoveAmount(_ text: String, in next: inout CreditState) {
        guard let line = next.line, let account = next.account else { return }
        var typed = text.trimmingCharacters(in: .whitespaces)
        if typed.isEmpty, next.moveKind == .repay, let due = next.defaultRepayment { typed = "\(due)" }
        let checked =
            next.moveKind == .withdraw
            ? ledger.cashWithdrawalAmount(typed, from: line, into: account)
            : ledger.repaymentAmount(typed, to: line, from: account)
        switch checked {
        case .failure(let failure): say(failure.message, in: &next)
        case .success(let amount):
            next.amount = amount
            next.requestID = repository.newRequestID()
            next.step = .moveConfirm
        }
    }

    func submit(pin: String) {
        state.update { next in
            guard next.step == .movePIN else { return }
            guard pin.count == 6, pin.allSatisfy({ ("0"..."9").contains($0) }) else {
                return say("The transaction PIN has 6 digits.", in: &next)
            }
            guard let position = next.linePosition, let accountID = next.accountID, let amount = next.amount,
                let requestID = next.requestID
            else { return backToDashboard(in: &next) }
            let order = CreditOrder(
                kind: next.moveKind, cardPosition: position, accountID: accountID, amount: amount, requestID: requestID)
            let submission: TransferSubmission
            do {
                submission = try repository.submit(order, pin: pin)
            } catch {
                submission = .finished(.refused(.failedSave(error, notSaved: "Could not save: ")))
            }
            switch submission {
            case .wrongPIN(let left):
                say(
                    "Wrong transaction PIN. \(left) \(left == 1 ? "attempt" : "attempts") left before "
                        + "transfers are locked.",
                    in: &next)
            case .finished(let outcome):
                next.outcome = outcome
                reload(&next)
                next.step = .moveResult
            }
        }
    }
}
