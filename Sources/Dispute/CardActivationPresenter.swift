import SwippyCore
import SwippyData

/// Activating or deactivating a card: the card (unless already chosen), then its last four digits,
/// typed in one go or a few at a time; the card is redrawn with the digits typed so far. A match asks
/// for confirmation and then switches the card; a blocked card cannot be activated.
@MainActor
final class CardActivationPresenter: ModulePresenter {
    static let title = "Activate or deactivate a card"

    weak var view: (any ScreenView<DisputeViewModel>)?
    /// The card chosen on a card's screen, or nil to choose here (the payload of the disputes' step).
    private let preset: Int?
    private let interactor: any CardServicesInteracting
    /// Where the screen steps back from the flow's first step.
    private let disputes: any DisputeInteracting
    private var observation: ObservationToken?

    init(preset: Int?, interactor: any CardServicesInteracting, disputes: any DisputeInteracting) {
        self.preset = preset
        self.interactor = interactor
        self.disputes = disputes
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.begin(.activation, preset: preset)
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch state.step {
        case .card:
            CardServiceScreen.chooseCard(input, in: state, interactor: interactor, view: view)
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
        CardServiceScreen.goBack(interactor, disputes: disputes)
    }

    /// The screen of the activation step `state` is at.
    static func viewModel(for state: CardServicesState) -> DisputeViewModel {
        CardServiceScreen.viewModel(for: state, step: stepModel)
    }

    private static func stepModel(_ state: CardServicesState) -> DisputeViewModel {
        let face = face(state)
        let willActivate = state.card?.card.effectiveStatus != .active
        switch state.step {
        case .card, .unavailable:
            return CardServiceScreen.sharedStep(state, title: title, question: "Which card?")
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
