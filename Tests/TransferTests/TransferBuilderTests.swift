import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer builder")
struct TransferBuilderTests {
    let listener = FakeTransferListener()

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
            listener: listener, navigator: FakeNavigator(), origin: StubScreen(), payingCard: card)
        let model = (screen as? ModuleScreen<TransferViewModel>)?.currentViewModel
        #expect(model?.fields.first == TransferViewModel.Field("To", "Millennia Credit Card"))
        #expect(model?.fields.last == TransferViewModel.Field("Due", "₹242.33 · Due in 6 days", keep: true))
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
            let screen = TransferBuilder(dependency: dependency).build(
                listener: listener, navigator: navigator, origin: origin)
            first = screen
            presenter = (screen as? ModuleScreen<TransferViewModel>)?.presenter
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

    @Test func cancelling_tellsTheListener_andTheHostsPopReleasesTheFlow() {
        let navigator = Navigator()
        let origin = StubScreen()
        navigator.setRoot(origin)
        listener.returnTo = { navigator.pop(to: $0) }
        weak var first: (any Screen)?
        weak var later: (any Screen)?
        do {
            let screen = TransferBuilder(dependency: Dependency()).build(
                listener: listener, navigator: navigator, origin: origin)
            first = screen
            navigator.push(screen)
            screen.handle("1")
            later = navigator.top
            navigator.top?.handle("c")
        }
        #expect(listener.didCancelCallCount == 1)
        #expect(navigator.top === origin)
        #expect(first == nil)
        #expect(later == nil)
    }

    @Test func aScreenPoppedByBack_isReleased() {
        let navigator = Navigator()
        let origin = StubScreen()
        navigator.setRoot(origin)
        navigator.push(
            TransferBuilder(dependency: Dependency()).build(listener: listener, navigator: navigator, origin: origin))
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
