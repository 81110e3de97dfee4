import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Credit

/// The home-loan review pages its schedule with n and p like every list, so no paging key discards the seven
/// answers; and a refusal names the income the user typed.
@MainActor
@Suite("Credit: the home-loan review's keys")
struct CreditLoanReviewKeysTests {
    let repository = FakeCreditRepository()
    let interactor: CreditInteractor
    let presenter: FlowPresenter

    init() {
        interactor = CreditInteractor(
            repository: repository, reference: TransferFixture.reference(perTransfer: 200_000), zone: SwippyDate.utc)
        presenter = FlowPresenter(interactor: interactor)
    }

    /// The seven steps answered with `income`, ending on the review.
    func reviewed(income: String) {
        interactor.start(.homeLoan)
        for text in ["5000000", "20", income] { interactor.type(text) }
        interactor.choose(at: 1)
        for text in ["Pune", "ABCDE1234F"] { interactor.type(text) }
        interactor.answer(.yes)
    }

    @Test func n_pagesTheSchedule_andKeepsTheApplication() {
        reviewed(income: "100000")
        #expect(interactor.state.value.step == .loanReview)
        presenter.handle("n")
        #expect(interactor.state.value.step == .loanReview, "n never answers no here")
        #expect(interactor.state.value.paging.range.lowerBound == 6)
        #expect(interactor.state.value.loan.income == 100_000)
        presenter.handle("p")
        #expect(interactor.state.value.paging.range.lowerBound == 0)
        presenter.handle("y")
        #expect(interactor.state.value.step == .loanResult)
        #expect(repository.wallet.loanApplications.count == 1)
    }

    @Test func onlyTheWordNo_discards() {
        reviewed(income: "100000")
        presenter.handle("no")
        #expect(interactor.state.value.step == .dashboard)
        #expect(repository.wallet.loanApplications.isEmpty)
    }

    @Test func theReviewsPrompt_neverOffersNAsAnAnswer() {
        reviewed(income: "100000")
        let model = FlowPresenter.viewModel(for: interactor.state.value)
        #expect(model.prompt.text == "Submit the application? (y, or no to discard)")
        #expect(!model.prompt.text.contains("y/n"))
    }

    @Test func theRefusal_namesTheIncomeTyped() {
        reviewed(income: "80000")
        let words = "your monthly income of ₹80,000.00 (at most ₹40,000.00)"
        let review = FlowPresenter.viewModel(for: interactor.state.value).message ?? ""
        #expect(review.contains(words), "\(review)")
        presenter.handle("y")
        let refusal = interactor.state.value.notice?.text ?? ""
        #expect(refusal.contains(words), "\(refusal)")
        #expect(repository.wallet.loanApplications.isEmpty)
    }
}
