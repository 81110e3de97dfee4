import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// Home offers the most recent payees as quick transfers: after paying Rahul, `t1` opens the send prefilled
/// (Enter keeps the amount and the note); the PIN still confirms it.
@Suite("End to end: quick transfer on home")
struct QuickTransferEndToEndTests {
    @Test func afterPayingRahul_t1_sendsToHimAgain_inOneStep() throws {
        let steps = [
            "transfer", "1", "3", "9123456780", "1", "500", "Lunch", "1", "592741", "1", "t1", "", "", "1", "592741",
            "1", "q",
        ]
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: SwippyProcess.signInAsDemoUser + steps.joined(separator: "\n") + "\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Quick transfer"))
        #expect(output.stdout.contains("Rahul Mehta"))
        #expect(output.stdout.components(separatedBy: "Sent ₹500.00 to Rahul Mehta.").count == 3)
    }

    @MainActor
    @Test func theHomePresenter_opensAQuickTransferByItsWord_andListsThem() {
        let repository = FakeHomeRepository(userName: "Asha Rao")
        let prefill = TransferPrefill(sourceID: "a", payee: nil, amount: 5, note: "")
        repository.quick = [
            QuickTransfer(payee: "Rahul Mehta", detail: "₹5.00 from Savings last time", prefill: prefill)
        ]
        let interactor = HomeInteractor(entries: AppRouter.features, repository: repository)
        let router = FakeHomeRouter()
        let presenter = HomePresenter(interactor: interactor, router: router)
        presenter.start()
        presenter.handle("t1")
        presenter.handle("t2")
        #expect(router.quick == [prefill])
        let model = HomePresenter.viewModel(for: interactor.state.value)
        #expect(model.quick.map { $0.map(\.text) } == [["t1", "Rahul Mehta", "₹5.00 from Savings last time"]])
    }
}
