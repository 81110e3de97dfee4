import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer builder")
struct TransferBuilderTests {
    final class Dependency: TransferDependency {
        let repository = FakeTransferRepository()
        let identifiers = SequentialRequestIDs()
        var transferRepository: any TransferRepository { repository }
        var transferReferenceData: ReferenceData { TransferFixture.reference() }
        var transferIdentifiers: any TransferIdentifierSource { identifiers }
        var transferTimeZone: TimeZone { SwippyDate.utc }
    }

    @Test func aCardPayment_opensWithTheCardFilledIn() {
        let dependency = Dependency()
        let card = WalletCard(position: 0, card: dependency.repository.wallet.cards[0])
        let screen = TransferBuilder(dependency: dependency).build(
            navigator: FakeNavigator(), origin: StubScreen(), payingCard: card)
        let model = (screen as? ModuleScreen<StepViewModel>)?.currentViewModel
        #expect(model?.fields.first == StepViewModel.Field("To", "Millennia Credit Card"))
        #expect(model?.fields.last == StepViewModel.Field("Due", "₹242.33 · Due in 6 days", keep: true))
    }

    @Test func theFlow_isReleasedWhenItsScreensArePopped() {
        let dependency = Dependency()
        let navigator = Navigator()
        let origin = StubScreen()
        navigator.setRoot(origin)
        weak var first: (any Screen)?
        weak var presenter: (any ScreenPresenter)?
        weak var later: (any Screen)?
        weak var interactor: TransferInteractor?
        do {
            let screen = TransferBuilder(dependency: dependency).build(navigator: navigator, origin: origin)
            first = screen
            presenter = (screen as? ModuleScreen<StepViewModel>)?.presenter
            interactor = presenter.flatMap { Mirror(reflecting: $0).descendant("interactor") as? TransferInteractor }
            navigator.push(screen)
            screen.handle("1")
            navigator.top?.handle("4")
            later = navigator.top
        }
        #expect(navigator.depth == 4)
        #expect(first != nil && presenter != nil && later != nil && interactor != nil)

        navigator.pop(to: origin)

        #expect(first == nil)
        #expect(presenter == nil)
        #expect(later == nil)
        #expect(interactor == nil)
    }

    @Test func aScreenPoppedByBack_isReleased() {
        let navigator = Navigator()
        let origin = StubScreen()
        navigator.setRoot(origin)
        navigator.push(TransferBuilder(dependency: Dependency()).build(navigator: navigator, origin: origin))
        weak var kinds: (any Screen)?
        do {
            navigator.top?.handle("1")
            kinds = navigator.top
            _ = navigator.top?.goBack()
        }
        #expect(navigator.depth == 2)
        #expect(kinds == nil)
    }
}
