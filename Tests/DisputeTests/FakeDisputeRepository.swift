import SwippyData

@testable import Dispute

/// An in-memory repository over a `WalletState`, changed by the same SwippyData intents the app uses,
/// with call counts and switches to fail reads or saves.
@MainActor
final class FakeDisputeRepository: DisputeRepository {
    var wallet: WalletState
    var failSaves = false
    var failReads = false
    private(set) var raiseCallCount = 0
    private(set) var updateCallCount = 0
    private(set) var sendCallCount = 0
    private(set) var blockCallCount = 0
    private(set) var setActiveCallCount = 0

    init(wallet: WalletState = TestWallet.make()) {
        self.wallet = wallet
    }

    func cards() throws -> [WalletCard] {
        if failReads { throw SaveFailed() }
        return wallet.walletCards(of: TestWallet.userID)
    }

    func accounts() throws -> [BankAccount] { wallet.accounts(of: TestWallet.userID) }
    func transactions(ofCard number: String) throws -> [Transaction] { wallet.transactions(ofCard: number) }
    func transactions(ofAccount id: String) throws -> [Transaction] { wallet.transactions(ofAccount: id) }

    func disputes() throws -> [Dispute] {
        if failReads { throw SaveFailed() }
        return wallet.disputes(of: TestWallet.userID)
    }

    func raiseDispute(_ dispute: Dispute) throws -> Dispute {
        raiseCallCount += 1
        if failSaves { throw SaveFailed() }
        return wallet.raiseDispute(dispute)
    }

    func updateDisputes(_ disputes: [Dispute]) throws {
        updateCallCount += 1
        if failSaves { throw SaveFailed() }
        wallet.updateDisputes(disputes)
    }

    func sendSupportEmail(_ message: OutboxMessage) throws -> OutboxMessage {
        sendCallCount += 1
        if failSaves { throw SaveFailed() }
        return wallet.sendSupportEmail(message)
    }

    func blockCard(at position: Int, reason: String, pin: String, maxAttempts: Int) throws -> PINCheck {
        blockCallCount += 1
        if failSaves { throw SaveFailed() }
        return wallet.blockCard(
            at: position, reason: reason, pin: pin, userID: TestWallet.userID, maxAttempts: maxAttempts)
    }

    func setCardActive(at position: Int, _ active: Bool) throws {
        setActiveCallCount += 1
        if failSaves { throw SaveFailed() }
        wallet.setCardActive(at: position, active)
    }
}
