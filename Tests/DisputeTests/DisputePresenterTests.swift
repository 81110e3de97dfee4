import Foundation
import SwippyCore
import SwippyData
import Testing
@testable import Dispute

@MainActor
@Suite("Dispute presenters")
struct DisputePresenterTests {
    @Test func hub_numberOpensItsFlow_andUnknownInputGetsAHint() {
        let view = FakeView(), router = FakeRouter()
        let presenter = DisputeHubPresenter(router: router)
        presenter.view = view
        presenter.start()
        presenter.handle("5")
        presenter.handle("7")
        presenter.handle("abc")
        #expect(router.destinations == [.blockCard])
        #expect(view.notices == [
            "Unknown choice \"7\". Type a number 1-6, b to go back, or ? for help.",
            "Unknown choice \"abc\". Type a number 1-6, b to go back, or ? for help.",
        ])
        #expect(view.last?.options.count == 6)
    }

    @Test func raising_walksTheSteps_andRoutesToTheNewDispute() {
        let repository = FakeDisputeRepository()
        let view = FakeView(), router = FakeRouter()
        let presenter = RaiseDisputePresenter(interactor: makeDisputeInteractor(repository), router: router, pageSize: 3)
        presenter.view = view
        presenter.start()
        #expect(view.last?.prompt == Prompt("Choose a card or account (1-3)"))
        presenter.handle("1")
        #expect(presenter.step == .transaction)
        #expect(view.last?.commands == ["n  Next page"])
        presenter.handle("1")
        presenter.handle("5")
        #expect(view.last?.prompt == Prompt("Description"))
        presenter.handle("")
        #expect(view.notices.last == "Describe what went wrong: a description is required for \"Other\".")
        presenter.handle("Never bought this")
        #expect(presenter.step == .confirm)
        presenter.handle("maybe")
        presenter.handle("y")
        #expect(router.destinations == [.raised(id: "DSP-1001")])
        #expect(view.notices.suffix(2) == ["Type y to raise the dispute or n to change the description.", "Dispute DSP-1001 raised."])
        #expect(repository.wallet.disputes.first?.reason == .other)
    }

    @Test func raising_refusesIneligibleTransactions_andPagesThrough() {
        let view = FakeView(), router = FakeRouter()
        let presenter = RaiseDisputePresenter(interactor: makeDisputeInteractor(FakeDisputeRepository()), router: router, pageSize: 3)
        presenter.view = view
        presenter.start()
        presenter.handle("1")
        presenter.handle("2")
        #expect(view.notices == ["Only money going out (a debit) can be disputed."])
        presenter.handle("p")
        presenter.handle("n")
        presenter.handle("n")
        presenter.handle("1")
        #expect(view.notices.suffix(3) == [
            "This is the first page.", "This is the last page.", "Only debits from the last 120 days can be disputed.",
        ])
        #expect(presenter.step == .transaction)
        #expect(router.navigateCallCount == 0)
    }

    @Test func raising_backStepsBack_untilTheFirstStepLetsTheHostPop() {
        let presenter = RaiseDisputePresenter(interactor: makeDisputeInteractor(FakeDisputeRepository()), router: FakeRouter(), pageSize: 6)
        let view = FakeView()
        presenter.view = view
        presenter.start()
        presenter.handle("1")
        presenter.handle("1")
        #expect(presenter.step == .reason)
        #expect(presenter.goBack())
        #expect(presenter.step == .transaction)
        #expect(presenter.goBack())
        #expect(!presenter.goBack())
    }

    @Test func myDisputes_listsNewestFirst_andOpensOne() throws {
        let repository = FakeDisputeRepository()
        let interactor = makeDisputeInteractor(repository)
        _ = try interactor.raise(repository.wallet.transactions[0], reason: .chargedTwice, description: "").get()
        let view = FakeView(), router = FakeRouter()
        let presenter = MyDisputesPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        presenter.handle("2")
        presenter.handle("1")
        #expect(router.destinations == [.disputeDetail(id: "DSP-1001")])
        #expect(view.notices == ["Unknown choice \"2\". Type 1, b to go back, or ? for help."])
        #expect(view.last?.prompt == Prompt("Choose a dispute (1)"))
    }

    @Test func detail_withdrawsAfterConfirmation() throws {
        let repository = FakeDisputeRepository()
        let interactor = makeDisputeInteractor(repository)
        let dispute = try interactor.raise(repository.wallet.transactions[0], reason: .chargedTwice, description: "").get()
        let view = FakeView()
        let presenter = DisputeDetailPresenter(disputeID: dispute.id, interactor: interactor, router: FakeRouter())
        presenter.view = view
        presenter.start()
        #expect(view.last?.options == ["Withdraw this dispute"])
        presenter.handle("1")
        #expect(view.last?.prompt == Prompt("Withdraw it? (y/n)"))
        presenter.handle("n")
        #expect(repository.wallet.disputes.first?.status == .open)
        presenter.handle("1")
        presenter.handle("y")
        #expect(repository.wallet.disputes.first?.status == .withdrawn)
        #expect(view.notices == ["The dispute stays open.", "Dispute DSP-1001 withdrawn."])
        #expect(view.last?.options == [])
        presenter.handle("1")
        #expect(view.notices.last == "Unknown choice \"1\". Type b to go back, or ? for help.")
    }

    @Test func emailSupport_validatesEachStep_thenRoutesToTheSentScreen() {
        let repository = FakeDisputeRepository()
        let view = FakeView(), router = FakeRouter()
        let presenter = EmailSupportPresenter(interactor: makeDisputeInteractor(repository), router: router)
        presenter.view = view
        presenter.start()
        presenter.handle("")
        presenter.handle("Card stuck")
        presenter.handle("help")
        presenter.handle("My card is stuck in an ATM.")
        presenter.handle("y")
        #expect(view.notices == ["The subject cannot be empty.", "The message is too short: write at least 10 characters."])
        #expect(repository.wallet.outbox.count == 1)
        #expect(router.destinations == repository.wallet.outbox.map { .emailSent($0) })
    }
}
