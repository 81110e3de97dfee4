import Foundation
import SwippyCore
import SwippyData
@testable import Profile

let asha = User(
    id: "u-asha", name: "Asha Rao", mobile: "9876543210", email: "asha@example.in", address: "14 MG Road",
    currency: "INR", memberSince: Date(timeIntervalSince1970: 1_618_185_600), loginPIN: SecretHash.make("4826", salt: "0a"),
    transferPIN: SecretHash.make("592741", salt: "0b"))

/// Keeps a real wallet in memory, so the PIN and lock rules under test are the real ones.
@MainActor
final class FakeProfileRepository: ProfileRepository {
    var wallet = WalletState(users: [asha])
    var signedInID: String? = "u-asha"
    var failure: (any Error)?

    func currentUser() -> User? { signedInID.flatMap { wallet.user($0) } }
    func users() -> [User] { wallet.users }
    var settings: UserSettings { wallet.settings }
    func securityState(of userID: String) -> SecurityState { wallet.securityState(of: userID) }
    func updateName(_ name: String) throws { try change { $0.users[0].name = name } }
    func updateEmail(_ email: String) throws { try change { $0.users[0].email = email } }
    func checkLoginPIN(_ pin: String, userID: String) throws -> PINCheck {
        wallet.checkLoginPIN(pin, userID: userID, maxAttempts: 3)
    }
    func setLoginPIN(_ pin: SecretHash, userID: String) throws { try change { $0.resetLoginPIN(pin, userID: userID) } }
    func checkTransferPIN(_ pin: String, userID: String) throws -> PINCheck {
        wallet.checkTransferPIN(pin, userID: userID, maxAttempts: 3)
    }
    func setTransferPIN(_ pin: SecretHash, userID: String) throws { try change { $0.resetTransferPIN(pin, userID: userID) } }
    func setBaseCurrency(_ code: String?) throws { try change { $0.settings.baseCurrency = code } }
    func setColorEnabled(_ enabled: Bool?) throws { try change { $0.settings.colorEnabled = enabled } }

    private func change(_ body: (inout WalletState) -> Void) throws {
        if let failure { throw failure }
        body(&wallet)
    }
}

final class RecordingOutbox: SMSOutbox {
    var messages: [(mobile: String, text: String)] = []
    func send(to mobile: String, text: String) { messages.append((mobile, text)) }
}

final class SequenceCodeGenerator: CodeGenerator {
    var codes: [String]
    init(_ codes: [String]) { self.codes = codes }
    func nextCode(length: Int) -> String { codes.isEmpty ? "000000" : codes.removeFirst() }
}

@MainActor
final class FakeProfileDependency: ProfileDependency {
    let repository = FakeProfileRepository()
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    let outbox = RecordingOutbox()
    lazy var oneTimeCodes = OneTimeCodes(
        clock: clock, generator: SequenceCodeGenerator(["482913", "105377"]), outbox: outbox, validityMinutes: 5,
        maxWrongTries: 3)
    var profileRepository: any ProfileRepository { repository }
    var profileCurrencies: [Currency] {
        [Currency(code: "INR", name: "Indian Rupee", symbol: "₹"), Currency(code: "EUR", name: "Euro", symbol: "€")]
    }
}

@MainActor
final class FakeProfileListener: ProfileListener {
    var signOutCallCount = 0
    func profileDidRequestSignOut() { signOutCallCount += 1 }
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
final class FakeProfileView: ScreenView {
    var models: [ProfileViewModel] = []
    var notices: [String] = []
    func display(_ viewModel: ProfileViewModel) { models.append(viewModel) }
    func showNotice(_ text: String) { notices.append(text) }
}

@MainActor
final class FakeProfileRouter: ProfileRouting {
    var destinations: [ProfileDestination] = []
    func navigate(to destination: ProfileDestination) { destinations.append(destination) }
}

struct SaveFailed: Error, CustomStringConvertible {
    var description: String { "disk full" }
}
