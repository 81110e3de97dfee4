import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

/// Whole screens at 80 and 40 columns, colour off and on, compared with `Tests/Snapshots/TransferTests/*.txt`.
/// Re-record after an intended change: `SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter TransferViewTests`,
/// run again without it, and review the files with `git diff`.
@MainActor
@Suite("Transfer views")
struct TransferViewTests {
    nonisolated static let names = [
        "source", "source-card", "destination-kind", "beneficiary", "own-account", "new-account-ifsc", "ifsc-branches",
        "mobile-check", "due-choice", "amount", "note", "confirm", "pin", "sent", "not-sent",
    ]

    /// The view model of the screen called `name`.
    static func model(_ name: String) -> TransferViewModel? {
        switch name {
        case "source": return SourcePresenter.viewModel(for: TransferScreens.state(.source))
        case "source-card": return SourcePresenter.viewModel(for: TransferScreens.state(.source, card: 0))
        case "destination-kind": return DestinationKindPresenter.viewModel(for: TransferScreens.state(.destinationKind))
        case "beneficiary": return BeneficiaryPresenter.viewModel(for: TransferScreens.state(.beneficiary))
        case "own-account": return OwnAccountPresenter.viewModel(for: TransferScreens.state(.ownAccount))
        case "new-account-ifsc":
            var state = TransferScreens.state(.newAccount(.ifsc))
            state.form = NewAccountForm(name: "Anil Kumar", accountNumber: "123456789012", ifsc: "HDFC0000123")
            return NewAccountPresenter.viewModel(for: state)
        case "ifsc-branches":
            var state = TransferScreens.state(.ifscBranch)
            state.search = IFSCSearch(
                bank: "HDFC Bank", query: "", matches: state.directory.filter { $0.bank == "HDFC Bank" })
            return IFSCFinderPresenter.viewModel(for: state)
        case "mobile-check":
            var state = TransferScreens.state(.recipientCheck)
            state.payee = .swippyUser(SwippyRecipient(userID: "u-rahul", name: "Rahul Mehta", mobile: "9123456780"))
            return MobilePresenter.viewModel(for: state)
        case "due-choice": return AmountPresenter.viewModel(for: TransferScreens.state(.dueChoice, card: 0))
        case "amount": return AmountPresenter.viewModel(for: TransferScreens.toPriya(.amount))
        case "note": return AmountPresenter.viewModel(for: TransferScreens.toPriya(.note))
        case "confirm": return ConfirmPresenter.viewModel(for: TransferScreens.toPriya(.confirm))
        case "pin": return PINPresenter.viewModel(for: TransferScreens.toPriya(.pin))
        case "sent": return ResultPresenter.viewModel(for: TransferScreens.sent())
        case "not-sent":
            var state = TransferScreens.toPriya(.result)
            state.outcome = .refused(
                .verificationFailed("Account verification failed: IFSC ABCD0123456 is not in the bank directory."))
            return ResultPresenter.viewModel(for: state)
        default: return nil
        }
    }

    @Test(arguments: names)
    func everyScreen_matchesItsSnapshot(_ name: String) throws {
        let model = try #require(Self.model(name))
        #expect(Snapshot.checkScreen(named: name) { TransferView.render(model, $0) } == nil)
    }

    @Test(arguments: Array(stride(from: 24, through: 100, by: 4)))
    func noAmountMaskedNumberOrStatus_isEverCut(_ width: Int) {
        let state = TransferScreens.state(.ownAccount)
        let lines = TransferView.render(SourcePresenter.viewModel(for: state), RenderContext(width: width))
        let text = lines.joined(separator: "\n")
        for account in state.accounts {
            #expect(text.contains(account.money.formatted), "\(account.money.formatted) at \(width) columns")
            #expect(text.contains("••" + account.number.suffix(4)), "••\(account.number.suffix(4)) at \(width) columns")
        }
        #expect(text.contains("Blocked"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "a line wider than \(width)")
    }

    @Test func at64Columns_theSourceListShowsEveryBalanceWhole() {
        let lines = TransferView.render(
            SourcePresenter.viewModel(for: TransferScreens.state(.source)), RenderContext(width: 64))
        #expect(lines.contains("  1.  Savings        HDFC Bank ••7812               ₹1,25,000.50"))
        #expect(!lines.joined().contains("…"))
    }

    @Test func aColouredScreen_isAsWideAsItsPlainTwin() {
        let model = ResultPresenter.viewModel(for: TransferScreens.sent())
        for width in [40, 80] {
            let plain = TransferView.render(model, RenderContext(width: width))
            let coloured = TransferView.render(model, RenderContext(width: width, colorEnabled: true))
            #expect(coloured.map(DisplayWidth.of) == plain.map(DisplayWidth.of))
        }
    }

    @Test func theBeneficiaries_atFourWidths_keepTheirLastFourDigits() {
        let state = TransferScreens.state(.beneficiary)
        let model = BeneficiaryPresenter.viewModel(for: state)
        #expect(!state.beneficiaries.isEmpty)
        #expect(Snapshot.checkWidths(named: "beneficiary-widths") { TransferView.render(model, $0) } == nil)
        for width in Snapshot.layoutWidths {
            let lines = TransferView.render(model, RenderContext(width: width))
            #expect(
                LayoutCheck.problems(
                    lines, width: width, kept: [], masked: state.beneficiaries.map(\.accountNumber),
                    prompt: model.prompt.text) == [])
        }
    }
}
