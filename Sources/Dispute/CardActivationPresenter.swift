import SwippyCore
import SwippyData

/// Activating or deactivating a card: the card (unless already chosen), then its last four digits,
/// typed in one go or a few at a time; the card is redrawn with the digits typed so far. A match asks
/// for confirmation and then switches the card; a blocked card cannot be activated.
@MainActor
final class CardActivationPresenter: ModulePresenter {
    static let title = "Activate or deactivate a card"

    weak var view: (any ScreenView<DisputeViewModel>)?
    /// The card chosen on a card's screen, or nil to choose here (a route argument, not state).
    private let presetPosition: Int?
    private let interactor: any CardServicesInteracting
    private let router: any DisputeRouting
    private var observation: ObservationToken?

    init(position: Int?, interactor: any CardServicesInteracting, router: any DisputeRouting) {
        self.presetPosition = position
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.begin(.activation, preset: presetPosition)
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch state.step {
        case .card:
            switch state.paging.answer(input) {
            case .turn(let forward): interactor.turnCardsPage(forward: forward)
            case .choose(let index): interactor.chooseCard(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
            }
        case .digits where ["c", "clear"].contains(input.lowercased()):
            interactor.clearDigits()
        case .digits:
            interactor.enterDigits(input)
        case .confirm:
            interactor.answerChange(YesNo(input))
        case .reason, .pin, .done, .locked, .unavailable:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        interactor.stepBack()
    }

    /// The screen of the activation step `state` is at.
    static func viewModel(for state: CardServicesState) -> DisputeViewModel {
        var model = stepModel(state)
        model.notice = state.notice
        return model
    }

    private static func stepModel(_ state: CardServicesState) -> DisputeViewModel {
        let face = face(state)
        let willActivate = state.card?.card.effectiveStatus != .active
        switch state.step {
        case .card:
            return BlockCardPresenter.cardStep(state, title: title, question: "Which card?")
        case .digits, .reason, .pin:
            let action = willActivate ? "activate" : "deactivate"
            return DisputeViewModel(
                title: title,
                parts: [face.map { .card($0) }, .text("To \(action) this card, type the last 4 digits of its number.")]
                    .compactMap { $0 },
                prompt: Prompt("Last 4 digits (\(state.typed.count) of 4 typed)"),
                helpLines: [
                    "Type the digits in one go or a few at a time.", "c        clear the digits typed so far",
                    "b        back",
                ])
        case .confirm:
            let action = willActivate ? "Activate" : "Deactivate"
            let effect =
                willActivate
                ? "It can be used for payments again."
                : "It stops working for payments until you activate it again."
            return DisputeViewModel(
                title: title, parts: [face.map { .card($0) }, .text("The digits match. \(effect)")].compactMap { $0 },
                prompt: .confirm("\(action) \(state.card?.card.displayTitle ?? "this card")?"))
        case .done, .locked:
            return DisputeViewModel(
                title: title, parts: [face.map { .card($0) }].compactMap { $0 }, prompt: DisputeViewModel.backPrompt)
        case .unavailable(let message):
            return DisputeViewModel(title: title, parts: [.text(message)], prompt: DisputeViewModel.backPrompt)
        }
    }

    private static func face(_ state: CardServicesState) -> DisputeViewModel.CardFace? {
        guard let card = state.card?.card else { return nil }
        return DisputeViewModel.CardFace(
            bank: card.bankLabel, network: card.networkLabel, title: card.displayTitle,
            maskedStart: String(card.maskedNumber.dropLast(4)), typedDigits: state.typed, holder: card.holderLabel,
            status: card.effectiveStatus.label)
    }
}
