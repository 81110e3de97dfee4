import Foundation
import SwippyData
import Testing

@Suite("WalletState: disputes, support email and card services")
struct WalletStateDisputeRulesTests {
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)

    private func dispute(_ id: String = "", on transactionID: String = "t-1") -> Dispute {
        Dispute(
            id: id, transactionID: transactionID, reason: .other, description: "x", status: .open, raisedAt: Self.now,
            timeline: [])
    }

    private func wallet() -> WalletState {
        let user = User(
            id: "u-1", name: "Asha Rao", mobile: "9876543210", email: "a@example.com", address: "Pune", currency: "INR",
            memberSince: Self.now, loginPIN: SecretHash.make("4826", salt: "01"),
            transferPIN: SecretHash.make("592741", salt: "02"))
        let card = PaymentCard(
            id: "c1", title: "Millennia", number: "4386 2894 0012 3456", cardHolderName: "ASHA RAO", type: "VISA",
            bankName: "HDFC Bank", userID: "u-1")
        return WalletState(users: [user], cards: [card])
    }

    @Test func raisedDisputes_getTheNextNumber_from1001() {
        var state = wallet()
        #expect(state.raiseDispute(dispute()).id == "DSP-1001")
        state.disputes.append(dispute("DSP-1041"))
        #expect(state.raiseDispute(dispute()).id == "DSP-1042")
    }

    @Test func supportEmails_getTheNextNumber_from1001() {
        var state = wallet()
        let message = OutboxMessage(id: "", to: "s@x", subject: "S", body: "Body text", sentAt: Self.now)
        #expect(state.sendSupportEmail(message).id == "MSG-1001")
        #expect(state.sendSupportEmail(message).id == "MSG-1002")
    }

    @Test func updatingDisputes_replacesOnlyKnownIds() {
        var state = wallet()
        let saved = state.raiseDispute(dispute())
        var withdrawn = saved
        withdrawn.status = .withdrawn
        state.updateDisputes([withdrawn, dispute("DSP-9999")])
        #expect(state.disputes == [withdrawn])
    }

    @Test func aBlockedCard_staysBlocked() {
        var state = wallet()
        #expect(state.blockCard(at: 0, reason: "lost", pin: "592741", userID: "u-1", maxAttempts: 3) == .accepted)
        state.setCardActive(at: 0, true)
        _ = state.blockCard(at: 0, reason: "stolen", pin: "592741", userID: "u-1", maxAttempts: 3)
        #expect(state.cards[0].status == .blocked)
        #expect(state.cards[0].blockReason == "lost")
    }

    @Test func aWrongPIN_blocksNothing_andCounts() {
        var state = wallet()
        #expect(
            state.blockCard(at: 0, reason: "lost", pin: "111111", userID: "u-1", maxAttempts: 3)
                == .wrong(attemptsLeft: 2))
        #expect(state.cards[0].status == nil)
        state.setCardActive(at: 0, false)
        #expect(state.cards[0].status == .inactive)
    }
}
