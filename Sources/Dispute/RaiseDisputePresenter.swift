import SwippyCore
import SwippyData

/// The raise-a-dispute flow on one screen, step by step: a card or account, one of its transactions
/// (newest first, paged), a reason, a description, then confirmation. `b` steps back.
@MainActor
final class RaiseDisputePresenter: DisputeScreenPresenter {
    static let title = "Raise a dispute"

    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private let router: any DisputeRouting
    private var observation: ObservationToken?

    /// The transaction the draft starts with, when another feature chose it.
    private let transactionID: String?

    init(interactor: any DisputeInteracting, router: any DisputeRouting, transactionID: String? = nil) {
        self.interactor = interactor
        self.router = router
        self.transactionID = transactionID
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        if let transactionID {
            interactor.beginRaise(forTransaction: transactionID)
        } else {
            interactor.beginRaise()
        }
    }

    func handle(_ input: String) {
        let raise = interactor.state.value.raise
        switch raise.step {
        case .source:
            switch raise.sourcePaging.answer(input) {
            case .turn(let forward): if forward { interactor.showNextPage() } else { interactor.showPreviousPage() }
            case .choose(let index): interactor.chooseSource(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
            }
        case .transaction:
            switch raise.paging.answer(input) {
            case .turn(let forward): if forward { interactor.showNextPage() } else { interactor.showPreviousPage() }
            case .choose(let index): interactor.chooseTransaction(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
            }
        case .reason:
            guard let index = choice(input, count: DisputeReason.allCases.count) else { return }
            interactor.chooseReason(at: index)
        case .description:
            interactor.describe(input)
        case .confirm:
            interactor.answerRaise(YesNo(input))
            router.navigate(to: .raiseStep(interactor.state.value.raise.step))
        case .raised:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        interactor.stepBackInRaise()
    }

    /// The option `input` picks, or nil after telling the user it matched nothing.
    private func choice(_ input: String, count: Int) -> Int? {
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return nil
        }
        return index
    }
}
