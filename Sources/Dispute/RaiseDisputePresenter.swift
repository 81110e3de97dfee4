import SwippyCore
import SwippyData

/// The raise-a-dispute flow on one screen, step by step: a card or account, one of its transactions
/// (newest first, paged), a reason, a description, then confirmation. `back` steps back.
@MainActor
final class RaiseDisputePresenter: DisputeScreenPresenter {
    enum Step: Equatable { case source, transaction, reason, description, confirm }

    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private let router: any DisputeRouting
    private let pageSize: Int
    private(set) var step = Step.source
    private(set) var sources: [DisputeSource] = []
    private(set) var source: DisputeSource?
    private(set) var transactions: [DisputableTransaction] = []
    private(set) var page = 0
    private(set) var transaction: Transaction?
    private(set) var reason: DisputeReason?
    private(set) var text = ""
    private var loadError: String?

    init(interactor: any DisputeInteracting, router: any DisputeRouting, pageSize: Int) {
        self.interactor = interactor
        self.router = router
        self.pageSize = max(1, pageSize)
    }

    func start() {
        switch interactor.sources() {
        case .success(let found): sources = found
        case .failure(let error): loadError = error.message
        }
        refresh()
    }

    func handle(_ input: String) {
        switch step {
        case .source: chooseSource(input)
        case .transaction: chooseTransaction(input)
        case .reason: chooseReason(input)
        case .description: enterDescription(input)
        case .confirm: confirm(input)
        }
    }

    func goBack() -> Bool {
        switch step {
        case .source: return false
        case .transaction: step = .source
        case .reason: step = .transaction
        case .description: step = .reason
        case .confirm: step = .description
        }
        refresh()
        return true
    }

    // MARK: - Steps

    private func chooseSource(_ input: String) {
        guard let index = MenuInput.choice(input, count: sources.count) else {
            return notice(MenuInput.unknownHint(input, count: sources.count))
        }
        switch interactor.transactions(of: sources[index]) {
        case .failure(let error):
            notice(error.message)
        case .success(let found) where found.isEmpty:
            notice("There are no transactions on \(sources[index].label) yet.")
        case .success(let found):
            source = sources[index]
            transactions = found
            page = 0
            step = .transaction
            refresh()
        }
    }

    private func chooseTransaction(_ input: String) {
        switch input.lowercased() {
        case "n", "next":
            guard page + 1 < pageCount else { return notice("This is the last page.") }
            page += 1
            refresh()
        case "p", "prev", "previous":
            guard page > 0 else { return notice("This is the first page.") }
            page -= 1
            refresh()
        default:
            let visible = visibleTransactions
            guard let index = MenuInput.choice(input, count: visible.count) else {
                return notice(MenuInput.unknownHint(input, count: visible.count))
            }
            if let refusal = visible[index].eligibility.refusal { return notice(refusal) }
            transaction = visible[index].transaction
            step = .reason
            refresh()
        }
    }

    private func chooseReason(_ input: String) {
        let reasons = DisputeReason.allCases
        guard let index = MenuInput.choice(input, count: reasons.count) else {
            return notice(MenuInput.unknownHint(input, count: reasons.count))
        }
        reason = reasons[index]
        step = .description
        refresh()
    }

    private func enterDescription(_ input: String) {
        guard let reason else { return }
        switch interactor.validateDescription(input, for: reason) {
        case .failure(let error):
            notice(error.message)
        case .success(let checked):
            text = checked
            step = .confirm
            refresh()
        }
    }

    private func confirm(_ input: String) {
        switch input.lowercased() {
        case "y", "yes":
            guard let transaction, let reason else { return }
            switch interactor.raise(transaction, reason: reason, description: text) {
            case .failure(let error):
                notice(error.message)
            case .success(let dispute):
                notice("Dispute \(dispute.id) raised.")
                router.navigate(to: .raised(id: dispute.id))
            }
        case "n", "no":
            step = .description
            refresh()
            notice("Not raised. Type a new description, or b to step back.")
        default:
            notice("Type y to raise the dispute or n to change the description.")
        }
    }

    // MARK: - Helpers

    var pageCount: Int { max(1, (transactions.count + pageSize - 1) / pageSize) }

    var visibleTransactions: [DisputableTransaction] {
        let start = min(page * pageSize, transactions.count)
        return Array(transactions[start..<min(start + pageSize, transactions.count)])
    }

    private func notice(_ text: String) {
        view?.showNotice(text)
    }

    private func refresh() {
        view?.display(viewModel(loadError: loadError))
    }
}
