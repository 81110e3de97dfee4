import Foundation
import SwippyCore
import SwippyData
@testable import SignIn

let asha = User(
    id: "u-asha", name: "Asha Rao", mobile: "9876543210", email: "asha@example.in", address: "", currency: "INR",
    memberSince: Date(timeIntervalSince1970: 0), loginPIN: SecretHash.make("4826", salt: "0a"),
    transferPIN: SecretHash.make("592741", salt: "0b"))
let rahul = User(
    id: "u-rahul", name: "Rahul Mehta", mobile: "9123456780", email: "rahul@example.in", address: "", currency: "INR",
    memberSince: Date(timeIntervalSince1970: 0), loginPIN: SecretHash.make("7351", salt: "0c"),
    transferPIN: SecretHash.make("864213", salt: "0d"))

/// Keeps a real wallet in memory, so the lock rules under test are the real ones.
@MainActor
final class FakeSignInRepository: SignInRepository {
    var wallet = WalletState(users: [asha, rahul])
    var failure: (any Error)?
    var registerCallCount = 0

    func users() -> [User] { wallet.users }
    var lastMobile: String? { wallet.settings.lastMobile }
    func securityState(of userID: String) -> SecurityState { wallet.securityState(of: userID) }

    func checkLoginPIN(_ pin: String, userID: String) throws -> PINCheck {
        if let failure { throw failure }
        return wallet.checkLoginPIN(pin, userID: userID, maxAttempts: 3)
    }

    func recordWrongSignInCode(userID: String) throws -> PINCheck {
        wallet.recordWrongSignInCode(userID: userID, maxAttempts: 3)
    }

    func recordCodeSignIn(userID: String) throws { wallet.recordCodeSignIn(userID: userID) }

    func rememberMobile(_ mobile: String) throws {
        if let failure { throw failure }
        wallet.settings.lastMobile = mobile
    }

    func register(_ user: User, accounts: [BankAccount]) throws {
        registerCallCount += 1
        try wallet.register(user, accounts: accounts)
    }
}

final class RecordingOutbox: SMSOutbox {
    var messages: [(mobile: String, text: String)] = []
    func send(to mobile: String, text: String) { messages.append((mobile, text)) }
    /// The digits of the last code sent.
    var lastCode: String? { messages.last.map { String($0.text.suffix(6)) } }
}

final class SequenceCodeGenerator: CodeGenerator {
    var codes: [String]
    init(_ codes: [String]) { self.codes = codes }
    func nextCode(length: Int) -> String { codes.isEmpty ? "000000" : codes.removeFirst() }
}

@MainActor
final class FakeSignInDependency: SignInDependency {
    let repository = FakeSignInRepository()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    let outbox = RecordingOutbox()
    lazy var oneTimeCodes = OneTimeCodes(
        clock: clock, generator: SequenceCodeGenerator(["482913", "105377", "777001"]), outbox: outbox,
        validityMinutes: 5, maxWrongTries: 3)
    var signInRepository: any SignInRepository { repository }
    var signInClock: any WallClock { clock }
    var signInCurrencies: [Currency] {
        [Currency(code: "INR", name: "Indian Rupee", symbol: "₹"), Currency(code: "GBP", name: "Pound Sterling", symbol: "£")]
    }
}

@MainActor
final class FakeSignInListener: SignInListener {
    var succeeded: [String] = []
    var unlockCallCount = 0
    var signOutCallCount = 0
    var resetCallCount = 0
    func signInDidSucceed(userID: String) { succeeded.append(userID) }
    func signInDidUnlock() { unlockCallCount += 1 }
    func signInDidRequestSignOut() { signOutCallCount += 1 }
    func signInDidRequestLoginPINReset() { resetCallCount += 1 }
}

@MainActor
final class FakeNavigator: ScreenNavigating {
    var pushed: [any Screen] = []
    var popCallCount = 0
    func push(_ screen: any Screen) { pushed.append(screen) }
    func pop() {
        popCallCount += 1
        if !pushed.isEmpty { pushed.removeLast() }
    }
    func replaceTop(with screen: any Screen) { pushed.append(screen) }
    func pop(to screen: any Screen) {}
}

@MainActor
final class FakeSignInView: ScreenView {
    var models: [SignInViewModel] = []
    var notices: [String] = []
    func display(_ viewModel: SignInViewModel) { models.append(viewModel) }
    func showNotice(_ text: String) { notices.append(text) }
}

@MainActor
final class FakeSignInRouter: SignInRouting {
    var destinations: [SignInDestination] = []
    var finished: [(userID: String, unlocking: Bool)] = []
    func navigate(to destination: SignInDestination) { destinations.append(destination) }
    func finishSignIn(userID: String, unlocking: Bool) { finished.append((userID, unlocking)) }
}

struct SaveFailed: Error, CustomStringConvertible {
    var description: String { "disk full" }
}
