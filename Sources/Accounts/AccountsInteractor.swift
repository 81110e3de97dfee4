import Foundation
import SwippyCore
import SwippyData

/// The Accounts module's one state machine. Each intent reads `state`, works out the next state with the
/// wallet's intents (`AccountsRepository`) and the money rules (`Ledger`), and sends it once.
@MainActor
final class AccountsInteractor: AccountsInteracting {
    let state: ObservableValue<AccountsState>
    let repository: any AccountsRepository
    let ledger: Ledger

    init(repository: any AccountsRepository, reference: ReferenceData, zone: TimeZone) {
        self.repository = repository
        self.ledger = Ledger(reference: reference)
        self.state = ObservableValue(
            AccountsState(pageSize: reference.config.pageSize, currencies: reference.currencies, zone: zone))
    }

    // MARK: - List and account

    func load() {
        state.update { next in
            reload(&next)
            if next.step == .moveOut { next.step = .account }
        }
    }

    func open(at index: Int) {
        state.update { next in
            guard next.accounts.indices.contains(index) else { return }
            next.openedID = next.accounts[index].id
            next.paging = Paging(pageSize: next.paging.pageSize)
            next.step = .account
            reload(&next)
        }
    }

    func turnPage(forward: Bool) {
        state.update { next in
            let refusal =
                next.step == .depositSource
                ? next.sourcePaging.turn(forward: forward) : next.paging.turn(forward: forward)
            if let refusal { say(refusal, in: &next) }
        }
    }

    func back() -> Bool {
        guard state.value.step != .list else { return false }
        state.update { next in
            switch next.step {
            case .addName, .addCurrency, .account: next.step = .list
            case .depositPIN: next.step = .depositAmount
            default: next.step = .account
            }
        }
        return true
    }

    // MARK: - Adding

    func startAdd() {
        state.update { next in
            next.defaultName = repository.defaultAccountName()
            next.newAccountName = ""
            next.step = .addName
        }
    }

    func typeNewAccountName(_ text: String) {
        state.update { next in
            let typed = text.trimmingCharacters(in: .whitespaces).isEmpty ? next.defaultName : text
            switch repository.checkName(typed, except: nil) {
            case .failure(let failure): say(failure.message, in: &next)
            case .success(let name):
                next.newAccountName = name
                next.step = .addCurrency
            }
        }
    }

    func chooseCurrency(at index: Int) {
        state.update { next in
            guard next.currencies.indices.contains(index) else { return }
            let (currency, name) = (next.currencies[index], next.newAccountName)
            save(in: &next) {
                try repository.addAccount(name: name, currency: currency.code)
            } done: { account, next in
                next.step = .list
                let number = Mask.tail(account.number)
                say("Opened \(account.name) (\(account.currency)) at \(account.bankName), number \(number).", in: &next)
            }
        }
    }

    // MARK: - Helpers

    func say(_ text: String, in next: inout AccountsState) {
        next.notice = Notice(text, after: next.notice)
    }

    /// Reads the accounts, sources and the open account's transactions into `next`, keeping the page in range.
    func reload(_ next: inout AccountsState) {
        next.accounts = repository.accounts()
        next.depositSources = repository.depositSources()
        if let id = next.openedID, next.opened != nil {
            next.history = repository.history(ofAccount: id)
        } else {
            next.openedID = nil
            next.history = []
            if !next.step.isListScreen { next.step = .list }
        }
        next.paging = next.paging.resized(to: next.history.count)
    }

    /// Runs a writing intent: a refusal is said on the same step, success runs `done` on the reloaded state,
    /// a failed save is said too (the host ends the run).
    func save<T>(
        in next: inout AccountsState, _ write: () throws -> Result<T, TransferFailure>,
        done: (T, inout AccountsState) -> Void
    ) {
        do {
            switch try write() {
            case .failure(let failure):
                say(failure.message, in: &next)
            case .success(let value):
                reload(&next)
                done(value, &next)
            }
        } catch {
            say("Could not save your change: \(error). Nothing was changed.", in: &next)
        }
    }
}
