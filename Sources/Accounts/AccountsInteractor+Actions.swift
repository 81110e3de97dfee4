import Foundation
import SwippyCore
import SwippyData

extension AccountsInteractor {
    // MARK: - The open account's actions

    func choose(_ action: AccountOption) {
        state.update { next in
            guard let account = next.opened else { return }
            if let refusal = Self.refusal(of: action, on: account, state: next) { return say(refusal, in: &next) }
            next.wholeBalance = nil
            switch action {
            case .addMoney:
                next.step = .depositSource
                next.sourcePaging = Paging(itemCount: next.depositSources.count, pageSize: next.sourcePaging.pageSize)
            case .withdraw: next.step = .withdrawAmount
            case .move: next.step = .moveOut
            case .rename: next.step = .rename
            case .close: next.step = .close
            }
        }
    }

    func chooseDepositSource(at index: Int) {
        state.update { next in
            guard next.depositSources.indices.contains(index) else { return }
            let source = next.depositSources[index]
            // A card that cannot fund a deposit is refused here, before the amount and before any PIN.
            if let refusal = repository.depositRefusal(from: source) { return say(refusal.message, in: &next) }
            next.depositSource = source
            next.depositLine = repository.depositLine(from: source)
            next.drawTerms = next.depositLine.flatMap { ledger.creditTerms(in: $0.currency) }
            next.drawAmount = nil
            next.drawRequestID = nil
            next.step = .depositAmount
        }
    }

    func typeAmount(_ text: String) {
        state.update { next in
            guard let account = next.opened else { return }
            if next.step == .depositAmount {
                deposit(text, into: account, in: &next)
            } else if next.step == .withdrawAmount {
                withdraw(text, from: account, in: &next)
            }
        }
    }

    func typeRename(_ text: String) {
        state.update { next in
            guard let account = next.opened else { return }
            save(in: &next) {
                try repository.rename(accountID: account.id, to: text)
            } done: { renamed, next in
                next.step = .account
                say("Renamed \(account.name) to \(renamed.name).", in: &next)
            }
        }
    }

    func chooseCloseOption(at index: Int) {
        state.update { next in
            let options = next.closeOptions
            guard options.indices.contains(index), let account = next.opened else { return }
            switch options[index] {
            case .keep: next.step = .account
            case .move:
                next.wholeBalance = account.balance
                next.step = .moveOut
            case .withdraw:
                next.wholeBalance = account.balance
                next.step = .withdrawAmount
            case .confirm:
                save(in: &next) {
                    try repository.close(accountID: account.id)
                } done: { closed, next in
                    next.step = .account
                    say("Closed \(closed.name). Its history stays here.", in: &next)
                }
            }
        }
    }

    func submitDraw(pin: String) {
        state.update { next in
            guard next.step == .depositPIN else { return }
            guard pin.count == 6, pin.allSatisfy({ ("0"..."9").contains($0) }) else {
                return say("The transaction PIN has 6 digits.", in: &next)
            }
            guard let account = next.opened, let source = next.depositSource, let amount = next.drawAmount,
                let requestID = next.drawRequestID
            else {
                next.step = .account
                return
            }
            let submission: TransferSubmission
            do {
                submission = try repository.drawCash(
                    amount, into: account.id, from: source, pin: pin, requestID: requestID)
            } catch {
                return say("Could not save your change: \(error). Nothing was changed.", in: &next)
            }
            switch submission {
            case .wrongPIN(let left):
                say(
                    "Wrong transaction PIN. \(left) \(left == 1 ? "attempt" : "attempts") left before "
                        + "transfers are locked.", in: &next)
            case .finished(.refused(let failure)):
                next.step = .account
                reload(&next)
                say(failure.message, in: &next)
            case .finished(.sent(let receipt)):
                next.step = .account
                next.drawAmount = nil
                reload(&next)
                next.paging = Paging(itemCount: next.history.count, pageSize: next.paging.pageSize)
                let balance = next.opened?.money.formatted ?? ""
                say(
                    "Added \(receipt.amount.formatted) from \(source) (fee \(receipt.fee.formatted) on the card). "
                        + "New balance \(balance).", in: &next)
            }
        }
    }

    // MARK: - Private

    private func deposit(_ text: String, into account: BankAccount, in next: inout AccountsState) {
        let source = next.depositSource ?? Ledger.bankTransferSource
        if let line = next.depositLine {
            // A cash draw on the card's line: checked like Credit's withdrawal, then confirmed with the PIN.
            switch ledger.cashWithdrawalAmount(text, from: line, into: account) {
            case .failure(let failure): say(failure.message, in: &next)
            case .success(let amount):
                next.drawAmount = amount
                next.drawRequestID = repository.newRequestID()
                next.step = .depositPIN
            }
            return
        }
        switch ledger.depositAmount(text, into: account) {
        case .failure(let failure): say(failure.message, in: &next)
        case .success(let amount):
            save(in: &next) {
                try repository.deposit(amount, into: account.id, from: source)
            } done: { credit, next in
                next.step = .account
                next.paging = Paging(itemCount: next.history.count, pageSize: next.paging.pageSize)
                let balance = next.opened?.money.formatted ?? ""
                say("Added \(credit.money.formatted) from \(source). New balance \(balance).", in: &next)
            }
        }
    }

    private func withdraw(_ text: String, from account: BankAccount, in next: inout AccountsState) {
        var typed = text.trimmingCharacters(in: .whitespaces)
        if typed.isEmpty, let whole = next.wholeBalance { typed = "\(whole)" }
        switch ledger.withdrawalAmount(typed, from: account) {
        case .failure(let failure): say(failure.message, in: &next)
        case .success(let amount):
            save(in: &next) {
                try repository.withdraw(amount, from: account.id)
            } done: { debit, next in
                next.step = .account
                next.paging = Paging(itemCount: next.history.count, pageSize: next.paging.pageSize)
                let balance = next.opened?.money.formatted ?? ""
                say("Withdrew \(debit.money.formatted). New balance \(balance).", in: &next)
            }
        }
    }

    /// Why `action` is not possible on `account` now; nil when it is.
    static func refusal(of action: AccountOption, on account: BankAccount, state: AccountsState) -> String? {
        if account.status == .closed { return "\(account.name) is closed: it keeps its history only." }
        switch action {
        case .addMoney:
            return account.status == .active
                ? nil : "\(account.name) is \(account.status.rawValue) and cannot receive money."
        case .withdraw:
            if case .failure(let failure) = Ledger.source(account) { return failure.message }
            return account.balance > 0 ? nil : "\(account.name) is empty: there is nothing to withdraw."
        case .move:
            if case .failure(let failure) = Ledger.source(account) { return failure.message }
            if account.balance == 0 { return "\(account.name) is empty: there is nothing to move." }
            return state.moveTargets.isEmpty
                ? "You have no other active \(account.currency) account to move money to." : nil
        case .rename, .close:
            return nil
        }
    }
}
