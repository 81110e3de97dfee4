import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

/// Every screen of the flow drawn by the second View (`--ui json`, `JSONView`): its view model's fields, read
/// back as JSON, say what the text View draws from them.
@MainActor
@Suite("Transfer screens through the JSON View")
struct TransferJSONScreenTests {
    static func drawn<P: ModulePresenter<TransferViewModel>>(
        _ state: TransferState, _ make: (FakeTransferInteractor) -> P
    ) throws -> JSONScreen {
        try JSONScreen.drawn(make(FakeTransferInteractor(state)), initial: .blank, render: TransferView.render)
    }

    static func allScreens() throws -> [JSONScreen] {
        [
            try drawn(TransferScreens.state(.source), SourcePresenter.init),
            try drawn(TransferScreens.state(.destinationKind), DestinationKindPresenter.init),
            try drawn(TransferScreens.state(.beneficiary), BeneficiaryPresenter.init),
            try drawn(TransferScreens.state(.newAccount(.name)), NewAccountPresenter.init),
            try drawn(TransferScreens.state(.ifscBank), IFSCFinderPresenter.init),
            try drawn(TransferScreens.state(.mobile), MobilePresenter.init),
            try drawn(TransferScreens.state(.ownAccount), OwnAccountPresenter.init),
            try drawn(TransferScreens.toPriya(.amount), AmountPresenter.init),
            try drawn(TransferScreens.toPriya(.confirm), ConfirmPresenter.init),
            try drawn(TransferScreens.toPriya(.pin), PINPresenter.init),
            try drawn(TransferScreens.sent(), ResultPresenter.init),
        ]
    }

    @Test func everyScreenOfTheFlow_isDrawnHere() throws {
        let drawn = try Self.allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "Transfer" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "Transfer")))
        #expect(drawn.compactMap(\.screen).count == drawn.count)
    }

    @Test func theLists_areRowsOfCells_andThePromptSaysHowManyToChooseFrom() throws {
        let screens = try Self.allScreens()
        let source = try #require(screens.first { $0.screen == "SourcePresenter" })
        #expect(source.text("title") == "Send money · From")
        #expect(source.count("choices") == 4)
        #expect(source.text("choices", "0", "0") == "Savings")
        #expect(source.text("choices", "3", "2") == "Blocked")
        #expect(source.text("choices", "0", "3") == "₹1,25,000.50")
        #expect(source.prompt["answer"] as? String == "choice" && source.prompt["numbers"] as? Int == 4)
        #expect(source.prompt["commands"] as? [String] == ["b", "h", "?", "q"])
        let beneficiary = try #require(screens.first { $0.screen == "BeneficiaryPresenter" })
        #expect(beneficiary.text("choices", "0", "0") == "Priya Sharma")
        #expect(beneficiary.text("commands", "0", "key") == "r N")
        #expect(beneficiary.fieldValues("From") == ["Savings · HDFC Bank ••7812 · ₹1,25,000.50"])
        let own = try #require(screens.first { $0.screen == "OwnAccountPresenter" })
        #expect(own.count("choices") == 2)  // every account but the source
        let banks = try #require(screens.first { $0.screen == "IFSCFinderPresenter" })
        #expect(banks.text("message") == "Which bank?" && banks.prompt["numbers"] as? Int == 7)
        let kinds = try #require(screens.first { $0.screen == "DestinationKindPresenter" })
        #expect(kinds.text("choices", "2", "0") == "Another Swippy user (by mobile)")
    }

    @Test func theForms_askForText_oneFieldAtATime() throws {
        let screens = try Self.allScreens()
        let newAccount = try #require(screens.first { $0.screen == "NewAccountPresenter" })
        #expect(newAccount.promptText == "Account holder's name")
        #expect(newAccount.prompt["answer"] as? String == "text" && newAccount.prompt["numbers"] as? Int == 0)
        #expect(newAccount.text("message")?.hasPrefix("Step 1 of 4.") == true)
        let mobile = try #require(screens.first { $0.screen == "MobilePresenter" })
        #expect(mobile.promptText == "Mobile number")
        let amount = try #require(screens.first { $0.screen == "AmountPresenter" })
        #expect(amount.fieldValues("To") == ["Priya Sharma"])
        #expect(amount.fieldValues("Fee") == ["₹5.00"])
        #expect(amount.promptText == "Amount (Enter keeps ₹1,500.00)")
    }

    @Test func confirmPINAndResult_carryTheAmounts_andThePINPromptIsSecret() throws {
        let screens = try Self.allScreens()
        let confirm = try #require(screens.first { $0.screen == "ConfirmPresenter" })
        #expect(confirm.fieldValues("Amount") == ["₹1,500.00 (INR)"])
        #expect(confirm.fieldValues("Total") == ["₹1,505.00"])
        #expect(confirm.fieldValues("Note") == ["Rent for November"])
        #expect(confirm.prompt["answer"] as? String == "yes-no")
        let pin = try #require(screens.first { $0.screen == "PINPresenter" })
        #expect(pin.prompt["secret"] as? Bool == true && pin.prompt["answer"] as? String == "secret")
        #expect(pin.value("prompt", "isSecret") as? Bool == true)
        let result = try #require(screens.first { $0.screen == "ResultPresenter" })
        #expect(result.text("message") == "Sent ₹1,500.00 to Priya Sharma.")
        #expect(result.fieldValues("Reference") == ["SWT4821930571"])
        #expect(result.fieldValues("New balance") == ["₹1,23,495.50"])
        #expect(result.prompt["numbers"] as? Int == 1)
    }
}
