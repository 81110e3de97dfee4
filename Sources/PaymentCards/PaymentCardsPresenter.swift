import Foundation
import SwippyCore
import SwippyData

/// The card list: turns the state into its view model, and each command into one interactor intent (opening a
/// card or the add-card flow changes the state's step; the router follows).
@MainActor
final class PaymentCardsPresenter: ModulePresenter {
    weak var view: (any ScreenView<PaymentCardsViewModel>)?
    private let interactor: any PaymentCardsInteracting
    private var observation: ObservationToken?

    init(interactor: any PaymentCardsInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch input.lowercased() {
        case "r", "reload":
            interactor.load()
            if case .loaded = interactor.state.value.phase {
                view?.showNotice(PaymentCardsText.reloaded(interactor.state.value.cards.count))
            }
        case "a" where state.canAddCards, "add" where state.canAddCards:
            interactor.startAddCard()
        default:
            switch state.paging.answer(input) {
            case .turn(let forward): interactor.turnPage(forward: forward)
            case .choose(let index) where state.cards.indices.contains(index):
                interactor.openCard(position: state.cards[index].position)
            case .choose: view?.showNotice(state.paging.unknownHint(input))
            case .unknown(let hint): view?.showNotice(hint)
            }
        }
    }

    func didReappear() {
        interactor.load()
    }

    /// `b` on the list: the interactor answers false there, and the host pops the module.
    func goBack() -> Bool {
        interactor.back()
    }

    static func viewModel(for state: PaymentCardsState) -> PaymentCardsViewModel {
        switch state.phase {
        case .loading:
            return .initial
        case .failed(let message):
            return PaymentCardsViewModel(
                summary: nil, content: .failed(message), commands: [Block.Command("r", "Try again")],
                prompt: Prompt("Type r to try again, or b to go back"), notice: state.notice)
        case .loaded where state.cards.isEmpty:
            return PaymentCardsViewModel(
                summary: nil,
                content: .empty(state.canAddCards ? PaymentCardsText.emptyAddLine : PaymentCardsText.emptyLine),
                commands: addCommand(state),
                prompt: state.canAddCards ? Prompt("Type a to add a card, or b to go back") : .back,
                notice: state.notice)
        case .loaded:
            let rows = state.visibleCards.enumerated().map {
                row(number: state.paging.number(at: $0.offset), card: $0.element.card, at: state.loadedAt)
            }
            var commands: [Block.Command] = []
            if state.paging.hasNext { commands.append(Block.Command("n", "Next page")) }
            if state.paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
            commands += addCommand(state)
            return PaymentCardsViewModel(
                summary: state.paging.header("card"), content: .cards(rows), commands: commands,
                prompt: state.paging.prompt("Choose a card"), notice: state.notice)
        }
    }

    /// "a  Add a card", when the host lets the user add one.
    static func addCommand(_ state: PaymentCardsState) -> [Block.Command] {
        state.canAddCards ? [Block.Command("a", "Add a card")] : []
    }

    /// One card of the list; `now` (when the list was loaded) tells an expired card.
    static func row(number: Int, card: PaymentCard, at now: Date? = nil) -> PaymentCardsViewModel.CardRow {
        let due = card.due.map { $0.outstandingMoney.formatted } ?? "—"
        let state = card.due.map(\.stateLabel) ?? "No due"
        let tone: Tone = card.due?.isPayable == true ? .bad : .good
        var status: String? =
            switch card.effectiveStatus {
            case .active: nil
            case .inactive: "Inactive"
            case .blocked: "Blocked"
            }
        if let expiry = card.expiry, let now, expiry.hasExpired(at: now) {
            status = [status, "Expired \(expiry.text)"].compactMap { $0 }.joined(separator: " · ")
        }
        return PaymentCardsViewModel.CardRow(
            number: number, title: card.displayTitle, network: card.networkLabel, bank: card.bankLabel,
            maskedNumber: card.maskedNumber, holder: card.holderLabel, due: due, dueState: state,
            dueTone: card.due == nil ? .muted : tone, status: status)
    }
}
