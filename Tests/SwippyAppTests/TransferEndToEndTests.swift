import Foundation
import SwippyCore
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("End to end: Transfer")
struct TransferEndToEndTests {
    static let pin = "592741"

    /// Runs `steps` (one line each) and then quits.
    static func run(_ steps: [String], arguments: [String] = ["--ephemeral"]) throws -> SwippyProcess.Output {
        try SwippyProcess.run(
            arguments, input: SwippyProcess.signInAsDemoUser + (steps + ["q"]).joined(separator: "\n") + "\n")
    }

    @Test func savedBeneficiary_sendsAndShowsTheNewBalance() throws {
        let output = try Self.run(["transfer", "1", "1", "1", "500", "Rent", "1", Self.pin])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        #expect(output.stdout.contains("New balance  ₹1,24,500.50"))
        #expect(output.stdout.contains("Note         Rent"))
    }

    @Test func newBankAccount_withTheIFSCFinder_sendsAndCanBeSaved() throws {
        let output = try Self.run([
            "transfer", "2", "2", "Anil Kumar", "12345abc", "123456789012", "123456789013", "123456789012", "hdfc123",
            "f", "1",
            "kora", "1", "", "1", "250.5", "", "1", Self.pin, "2",
        ])
        #expect(output.stdout.contains("The holder's name could not be verified"))
        #expect(output.stdout.contains("An account number has digits only (9 to 18 of them)."))
        #expect(output.stdout.contains("The account numbers do not match."))
        #expect(output.stdout.contains("An IFSC has 11 characters"))
        #expect(output.stdout.contains("IFSC HDFC0000123 filled in (HDFC Bank, Koramangala)."))
        #expect(output.stdout.contains("Sent ₹250.50 to Anil Kumar."))
        #expect(output.stdout.contains("New balance  ₹48,000.25"))
        #expect(output.stdout.contains("Saved Anil Kumar as a beneficiary."))
    }

    @Test func aListedAccount_namesItsHolder_andABankThatDoesNotAnswer_endsOnTheNetworkError() throws {
        let output = try Self.run([
            "transfer", "1", "2", "Vikram", "5555000011112", "5555000011112", "YESB0000262", "1", "500", "", "1",
            Self.pin, "1", Self.pin, "2",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.contains("The bank has this account in the name of Vikram Rao."))
        #expect(output.stdout.components(separatedBy: "Send money · Network error").count == 3, "twice: after a retry")
        #expect(output.stdout.contains("The bank did not answer; no money moved."))
        #expect(output.stdout.contains("Type your transaction PIN to send it again."))
        #expect(!output.stdout.contains("Sent ₹500.00"))
    }

    @Test func newBankAccount_withAnUnknownIFSC_failsVerificationAndMovesNothing() throws {
        // Verified right after the IFSC step ("verify first"): no amount, note, confirmation or PIN is asked.
        let output = try Self.run([
            "transfer", "1", "2", "Anil Kumar", "123456789012", "123456789012", "abcd0123456", "c", "transfer",
        ])
        #expect(
            output.stdout.contains(
                "IFSC (11 characters) > Account verification failed: IFSC ABCD0123456 is not in the bank directory.\n"))
        #expect(!output.stdout.contains("Amount"))
        #expect(output.stdout.contains("Savings        HDFC Bank ••7812                     ₹1,25,000.50"))
    }

    @Test(arguments: ["2", "c"])
    func cancelAtConfirm_saysNothingWasSent_andReturnsHome(_ answer: String) throws {
        let output = try Self.run(["transfer", "1", "1", "1", "100", "", answer])
        #expect(output.status == 0)
        #expect(output.stdout.contains("> Transfer cancelled; nothing was sent.\n"))
        #expect(!output.stdout.contains("Sent ₹100.00"))
        #expect(output.stdout.components(separatedBy: "Your money").count == 3)  // home before and after
    }

    @Test func lockedTransfers_areShownWhenSendMoneyOpens_withHowToLiftThem() throws {
        let wrong = ["111111", "111111", "111111"]
        let output = try Self.run(["transfer", "1", "1", "1", "100", "", "1"] + wrong + ["h", "transfer"])
        let opened = try #require(output.stdout.components(separatedBy: "Send money · From").last)
        #expect(opened.contains("Transfers are locked after 3 wrong transaction PINs. To unlock them, choose"))
        #expect(opened.contains("Forgot transaction PIN in profile and set a new one."))
        #expect(!opened.contains("Send from which account?"))
    }

    @Test func aSaveFailureMidTransfer_showsNotSent_thenExits74() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let stateFolder = folder.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        // Everything up to the PIN, then the state folder is replaced by a file, then the PIN.
        let running = try RunningSwippy(
            ["--state", stateFolder.appendingPathComponent("state.json").path],
            environment: SwippyProcess.environment(adding: ["HOME": folder.path]))
        running.send(SwippyProcess.signInAsDemoUser + "transfer\n1\n1\n1\n100\n\n1\n")
        #expect(running.waitForOutput("Transaction PIN > "))
        try FileManager.default.removeItem(at: stateFolder)
        try Data().write(to: stateFolder)
        running.send(Self.pin + "\n")
        let output = running.finish()
        #expect(output.status == 74)
        #expect(output.stdout.contains("Send money · Not sent"))
        #expect(output.stdout.contains("Not sent: could not save"))
        #expect(output.stderr.contains("cannot write"))
    }

    @Test func anotherSwippyUser_showsTheirNameAndSends() throws {
        let output = try Self.run([
            "transfer", "1", "3", "12345", "9000000000", "9876543210", "9123456780", "1", "1e3", "-5",
            "1.234", "",
            "1000", "", "1", Self.pin,
        ])
        #expect(
            output.stdout.contains(
                "A mobile number is 10 digits starting with 6, 7, 8 or 9, like 98765 43210 or +91 98765 43210."))
        #expect(output.stdout.contains("Recipient not found: no Swippy user has mobile 9000000000."))
        #expect(output.stdout.contains("Send to Rahul Mehta? (y/n)"))
        #expect(output.stdout.contains("Use at most 2 decimal places."))
        #expect(output.stdout.contains("Sent ₹1,000.00 to Rahul Mehta."))
    }

    @Test func ownAccount_refusesABlockedSourceAndMovesMoney() throws {
        let output = try Self.run(["transfer", "4", "3", "4", "1", "100", "", "1", Self.pin])
        #expect(output.stdout.contains("Joint (old) is blocked: money cannot leave it. Choose another account."))
        #expect(output.stdout.contains("Sent ₹100.00 to Savings (own account)."))
        #expect(output.stdout.contains("New balance  ₹2,400.00"))
    }

    @Test func cardDue_payNowOpensTheFlowAndTheCardShowsFullyPaid() throws {
        let output = try Self.run(["cards", "1", "2", "1", "1", "", "1", Self.pin, "1"])
        #expect(output.stdout.contains("Pay the whole due (₹242.33)"))
        #expect(output.stdout.contains("Card due     Fully paid"))
        #expect(
            output.stdout.hasSuffix(
                "  Due      Fully paid\n\n  1. View details\n  2. View last statement\n  3. Block card\n  4. "
                    + "Deactivate card\nChoose an option (1-4) > "
            ))
    }

    @Test func aBlockedCardsBill_canBePaid() throws {
        // Block Flipkart (card 3) with the transaction PIN, then pay its whole due from the card screen.
        let output = try Self.run([
            "dispute", "5", "3", "1", Self.pin, "h", "cards", "3", "2", "1", "1", "", "1", Self.pin,
        ])
        #expect(
            output.stdout.contains(
                "  Due      ₹5,999.99 · Due in 2 days\n  Status   Blocked\n\n  1. View details\n  2. Pay now\n"))
        #expect(output.stdout.contains("Sent ₹5,999.99 to Flipkart Axis Bank Card ••4321."))
        #expect(output.stdout.contains("Card due     Fully paid"))
    }

    @Test func aFullyPaidCard_offersNoPayNow_andItsStatementSaysFullyPaid() throws {
        let output = try Self.run(["cards", "2", "2"])
        let card = try #require(
            output.stdout.components(separatedBy: "Amazon Pay Credit Card\n======================").last)
        #expect(card.contains("  Due      Fully paid\n\n  1. View details\n  2. View last statement\n"))
        #expect(!card.contains("Pay now"))
        #expect(output.stdout.contains("  Due now  Fully paid\n"))
        #expect(!output.stdout.contains("₹18,450.00 · Fully paid"))
    }

    @Test func cardDue_partPaymentLeavesTheRest() throws {
        let output = try Self.run(["cards", "1", "2", "1", "2", "300", "42.33", "", "1", Self.pin])
        #expect(output.stdout.contains("You can pay at most the due, ₹242.33."))
        #expect(output.stdout.contains("Card due     ₹200.00 left"))
    }

    @Test func cancel_returnsToWhereTheFlowStarted() throws {
        let output = try Self.run(["cards", "1", "2", "1", "c"])
        #expect(
            output.stdout.hasSuffix(
                "  1. View details\n  2. Pay now\n  3. View last statement\n  4. Block card\n  5. Deactivate "
                    + "card\nChoose an option (1-5) > "
            ))
    }

    @Test func cancelAndDone_areToldToTheHost_whichPopsBackToTheAccount() throws {
        let output = try Self.run(
            ["accounts", "1", "3", "c", "3", "1", "100", "", "1", Self.pin, "1"], arguments: ["--ephemeral", "--trace"])
        let told = output.stderr.split(separator: "\n").filter { $0.hasPrefix("listener SwippyApp.AppRouter.transfer") }
        #expect(
            told == [
                "listener SwippyApp.AppRouter.transferDidCancel(returningTo:)",
                "listener SwippyApp.AppRouter.transferDidFinish(returningTo:)",
            ])
        #expect(output.stdout.contains("Sent ₹100.00 to Salary (own account)."))
        #expect(output.stdout.hasSuffix("Choose an option (1-5) > "), "back on the account's menu")
    }

    @Test func back_stepsBackKeepingWhatWasTyped() throws {
        let output = try Self.run(["transfer", "1", "3", "9123456780", "1", "b", "b", ""])
        #expect(output.stdout.contains("Mobile number (Enter keeps 9123456780) > "))
        #expect(output.stdout.contains("Send to Rahul Mehta? (y/n)"))
    }

    @Test func aRestart_keepsTheBalanceAndHistory() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        _ = try Self.run(["transfer", "1", "1", "1", "500", "", "1", Self.pin], arguments: ["--state", state])
        let second = try Self.run(["transfer"], arguments: ["--state", state])
        #expect(second.stdout.contains("₹1,24,500.50"))
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        #expect(saved.contains("\"counterparty\":\"Priya Sharma\""))
    }

    @Test func theTransferLock_survivesARestart() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        let first = try Self.run(
            ["transfer", "1", "1", "1", "10", "", "1", "111111", "222222", "333333"], arguments: ["--state", state])
        #expect(first.stdout.contains("Wrong transaction PIN. 2 attempts left"))
        #expect(first.stdout.contains("Transfers are locked after 3 wrong transaction PINs."))
        let second = try Self.run(["transfer", "1", "1", "1", "10", "", "1", Self.pin], arguments: ["--state", state])
        #expect(second.stdout.contains("Transfers are locked after 3 wrong transaction PINs."))
        #expect(!second.stdout.contains("Sent ₹10.00"))
    }

    @Test func ephemeral_writesNothing() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: SwippyProcess.signInAsDemoUser + "transfer\n1\n1\n1\n500\n\n1\n\(Self.pin)\nq\n",
            environment: ["XDG_STATE_HOME": directory.path])
        #expect(output.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

@MainActor
@Suite("App router: Transfer wiring")
struct TransferWiringTests {
    @Test func payNow_opensTheTransferPrefilledWithTheCard_andCancelReturnsToTheCard() throws {
        let loaded = try MockDataLoader.load(from: SwippyProcess.mockData)
        let store = try WalletStore(
            mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: MemoryJournal(),
            stateFile: "state.json")
        let router = AppRouter(store: store, session: AppSession(userID: "u-asha"), notices: NoticeBoard())
        router.start()
        router.openFeature("cards")
        router.navigator.top?.handle("1")
        let cardScreen = try #require(router.navigator.top)
        let context = RenderContext(width: 80)

        router.paymentCardsDidRequestPayment(for: WalletCard(position: 0, card: store.wallet.cards[0]))

        let lines = router.navigator.top?.render(context) ?? []
        #expect(lines.first == "Send money · From")
        #expect(lines.contains("  To    Millennia Credit Card"))
        router.navigator.top?.handle("cancel")
        #expect(router.navigator.top === cardScreen)
    }

    @Test func theHomeMenu_listsTransfer() {
        #expect(AppRouter.features.contains { $0.word == "transfer" && $0.title == "Send money" })
    }
}

/// Emma (GBP) pays Rahul (INR): the confirm screen shows what leaves in pounds, what arrives in rupees, and the
/// rate with its day; the money goes.
@Suite("End to end: a send between currencies")
struct CrossCurrencyEndToEndTests {
    @Test func emmaPaysRahul_inPounds_heReceivesRupees() throws {
        let steps = ["transfer", "1", "3", "9123456780", "1", "10", "", "1", "408163", "1", "q"]
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: "3\n9988776655\n2958\n" + steps.joined(separator: "\n") + "\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Amount        £10.00 (GBP)"))
        #expect(output.stdout.contains("They receive  ₹"))
        #expect(output.stdout.contains("1 GBP = "))
        #expect(output.stdout.contains("on 20 Nov 2026"))
        #expect(output.stdout.contains("Sent £10.00 to Rahul Mehta."))
        #expect(output.stdout.contains("They received"))
    }
}
