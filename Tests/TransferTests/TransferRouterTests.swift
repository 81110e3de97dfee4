import SwippyCore
import SwippyData
import Testing
@testable import Transfer

@MainActor
@Suite("Transfer router and builder")
struct TransferRouterTests {
    final class Dependency: TransferDependency {
        let repository = FakeRepository()
        let identifiers = SequentialIdentifiers()
        var transferRepository: any TransferRepository { repository }
        var transferReferenceData: ReferenceData { Fixture.reference() }
        var transferClock: any WallClock { ManualClock(Fixture.date) }
        var transferIdentifiers: any TransferIdentifierSource { identifiers }
    }

    @Test func next_pushesTheStep_andCancelReturnsToTheOrigin() {
        let navigator = FakeNavigator()
        let origin = OriginScreen()
        navigator.push(origin)
        let router = TransferRouter(interactor: TransferInteractor.make(FakeRepository()), navigator: navigator, origin: origin)
        navigator.push(router.makeScreen(for: .source))
        router.navigate(.next(.destinationKind))
        router.navigate(.next(.mobile))
        #expect(navigator.stack.count == 4)

        router.navigate(.cancel)

        #expect(navigator.stack.count == 1)
        #expect(navigator.stack.last === origin)
    }

    @Test func finish_showsTheResultAboveTheOrigin() {
        let navigator = FakeNavigator()
        let origin = OriginScreen()
        navigator.push(origin)
        let router = TransferRouter(interactor: TransferInteractor.make(FakeRepository()), navigator: navigator, origin: origin)
        navigator.push(router.makeScreen(for: .confirm))
        router.navigate(.next(.pin))

        router.navigate(.finish)

        #expect(navigator.stack.count == 2)
        #expect((navigator.stack.last as? ModuleScreen<StepViewModel>)?.currentViewModel.title == "Send money · Not sent")
        router.navigate(.cancel)
        #expect(navigator.stack.count == 1)
    }

    @Test func close_popsOnlyTheFinder() {
        let navigator = FakeNavigator()
        navigator.push(OriginScreen())
        let router = TransferRouter(interactor: TransferInteractor.make(FakeRepository()), navigator: navigator, origin: navigator.stack[0])
        router.navigate(.next(.newAccount))
        router.navigate(.next(.ifscFinder))
        router.navigate(.close)
        #expect(navigator.stack.count == 2)
        #expect((navigator.stack.last as? ModuleScreen<StepViewModel>)?.currentViewModel.title == "Send money · New bank account")
    }

    @Test func aCardPayment_opensWithTheCardFilledIn() {
        let dependency = Dependency()
        let navigator = FakeNavigator()
        let card = WalletCard(position: 0, card: dependency.repository.wallet.cards[0])
        let screen = TransferBuilder(dependency: dependency).build(navigator: navigator, origin: OriginScreen(), payingCard: card)
        let model = (screen as? ModuleScreen<StepViewModel>)?.currentViewModel
        #expect(model?.fields.first == StepViewModel.Field(label: "To", value: "Millennia Credit Card"))
        #expect(model?.fields.last == StepViewModel.Field(label: "Due", value: "₹242.33 · Due in 6 days"))
    }

    @Test func theFlow_isReleasedWhenItsScreensArePopped() {
        let dependency = Dependency()
        let navigator = FakeNavigator()
        let origin = OriginScreen()
        navigator.push(origin)
        weak var first: (any Screen)?
        weak var presenter: (any ScreenPresenter)?
        weak var later: (any Screen)?
        do {
            let screen = TransferBuilder(dependency: dependency).build(navigator: navigator, origin: origin)
            first = screen
            presenter = (screen as? ModuleScreen<StepViewModel>)?.presenter
            navigator.push(screen)
            screen.handle("1")
            later = navigator.stack.last
            later?.handle("4")
        }
        #expect(navigator.stack.count == 4)
        #expect(first != nil && presenter != nil && later != nil)

        navigator.pop(to: origin)

        #expect(first == nil)
        #expect(presenter == nil)
        #expect(later == nil)
    }
}
