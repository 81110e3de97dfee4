import SwippyCore
import SwippyData

/// What the block and activation screens share: the first step (a page of the user's cards to choose from),
/// the "cannot start" screen, stepping back, and the notice copied into the view model. Each presenter keeps
/// only the steps of its own service.
@MainActor
enum CardServiceScreen {
    /// Handles `input` on the card step: `n`/`p` turns the page, a number chooses that card (numbered across
    /// pages), anything else gets the paging's hint.
    static func chooseCard(
        _ input: String, in state: CardServicesState, interactor: any CardServicesInteracting,
        view: (any ScreenView<DisputeViewModel>)?
    ) {
        switch state.paging.answer(input) {
        case .turn(let forward): interactor.turnCardsPage(forward: forward)
        case .choose(let index): interactor.chooseCard(at: index)
        case .unknown(let hint): view?.showNotice(hint)
        }
    }

    /// Steps back one step of the service, or, at its first, leaves the screen through the disputes' step.
    /// Always true: the router moves the stack.
    static func goBack(_ interactor: any CardServicesInteracting, disputes: any DisputeInteracting) -> Bool {
        if !interactor.stepBack() { disputes.back() }
        return true
    }

    /// The screen of `state` drawn by `step`, with the state's notice.
    static func viewModel(
        for state: CardServicesState, step: (CardServicesState) -> DisputeViewModel
    ) -> DisputeViewModel {
        var model = step(state)
        model.notice = state.notice
        return model
    }

    /// The steps both services share: why the flow cannot start, or a page of the user's cards, numbered across
    /// pages, with n/p when there are more.
    static func sharedStep(_ state: CardServicesState, title: String, question: String) -> DisputeViewModel {
        if case .unavailable(let message) = state.step {
            return DisputeViewModel(title: title, parts: [.text(message)], prompt: DisputeViewModel.backPrompt)
        }
        guard !state.cards.isEmpty else {
            return DisputeViewModel(
                title: title, parts: [.text("You have no cards.")], prompt: DisputeViewModel.backPrompt)
        }
        var commands: [Block.Command] = []
        if state.paging.hasNext { commands.append(Block.Command("n", "Next page")) }
        if state.paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
        return DisputeViewModel(
            title: title,
            parts: [.text(state.paging.pageCount > 1 ? "\(question) \(state.paging.header("card"))" : question)],
            options: state.paging.visible(state.cards).map(cardLabel), firstOption: state.paging.number(at: 0),
            commands: commands, prompt: state.paging.prompt("Choose a card"),
            helpLines: [
                "A number chooses that card (its number in the whole list, on any page).",
                "n / p    next / previous page",
            ])
    }

    /// "Millennia Credit Card ••3456 · HDFC Bank · Blocked": a card as an option of the card step.
    static func cardLabel(_ card: WalletCard) -> String {
        var parts = [card.card.label, card.card.bankLabel]
        if card.card.effectiveStatus != .active { parts.append(card.card.effectiveStatus.label) }
        return parts.joined(separator: " · ")
    }
}
