import Foundation
import SwippyData
import Testing

@testable import Profile

@MainActor
@Suite("Profile: an empty email, an out-of-range currency number, the one match line")
struct ProfileFixesTests {
    let dependency = FakeProfileDependency()

    func run(_ kind: ProfileFlowKind, _ inputs: [String]) -> [String?] {
        let interactor = ProfileFlowInteractor(
            kind: kind, repository: dependency.repository, codes: dependency.oneTimeCodes,
            currencies: dependency.profileCurrencies, currencyList: dependency.profileCurrencyList,
            rated: dependency.profileRatedCodes)
        return inputs.map { input in interactor.saying { interactor.submit(input) } }
    }

    @Test func forgotLoginPIN_anEmptyEmail_saysNothingWasTyped() {
        let said = run(.forgotLoginPIN, ["9876543210", "", "  "])
        #expect(said[1] == "Nothing typed. Type the email registered for this mobile number.")
        #expect(said[2] == "Nothing typed. Type the email registered for this mobile number.")
    }

    @Test func baseCurrency_aNumberPastTheList_isARangeError_notASearch() {
        let count = dependency.profileCurrencies.count
        let said = run(.baseCurrency, ["\(count + 9)"])
        #expect(
            said == [
                "There is no currency \(count + 9) on the list: type a number 1-\(count), or a code or name to search."
            ])
        #expect(dependency.repository.wallet.settings.baseCurrency == nil)
    }

    @Test func baseCurrency_severalMatches_listsEveryMatch_andCountsThoseWithRates_likeExchange() {
        let interactor = ProfileFlowInteractor(
            kind: .baseCurrency, repository: dependency.repository, codes: dependency.oneTimeCodes,
            currencies: dependency.profileCurrencies, currencyList: dependency.profileCurrencyList,
            rated: dependency.profileRatedCodes)
        #expect(interactor.saying { interactor.submit("i") } == nil)
        let model = ProfileFlowPresenter.viewModel(for: interactor.state.value)
        #expect(model.lines.first == "4 currencies match \"i\" (3 with rates).")
        #expect(model.options.map { String($0.prefix(3)) } == ["INR", "IQD", "CHF", "KWD"])
        #expect(model.options[1].hasSuffix("(no rates)"))
        #expect(dependency.repository.wallet.settings.baseCurrency == nil)
        #expect(
            CurrencyList.matchLine(count: 23, query: "dollar", withRates: 7)
                == "23 currencies match \"dollar\" (7 with rates)")
        #expect(CurrencyList.matchLine(count: 2, query: "e", withRates: 2) == "2 currencies match \"e\"")
    }
}
