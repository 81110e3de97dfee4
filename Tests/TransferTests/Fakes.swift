import Foundation
import SwippyCore
import SwippyData
@testable import Transfer

/// A small wallet: Asha (INR, four accounts, two payees, a card with a due), Rahul (INR), Emma (GBP).
enum Fixture {
    static let pin = "592741"
    static let date = Date(timeIntervalSince1970: 1_795_000_000)

    static func wallet() -> WalletState {
        let hash = SecretHash.make(pin, salt: "00112233445566778899aabbccddeeff")
        func user(_ id: String, _ name: String, _ mobile: String, _ currency: String) -> User {
            User(id: id, name: name, mobile: mobile, email: "\(id)@example.in", address: "-", currency: currency,
                 memberSince: date, loginPIN: hash, transferPIN: hash)
        }
        func account(_ id: String, _ user: String, _ name: String, _ balance: Decimal, _ currency: String = "INR",
                     _ status: AccountStatus = .active) -> BankAccount {
            BankAccount(id: id, userID: user, name: name, bankName: "HDFC Bank", number: "5010023456\(id.count)812",
                        ifsc: "HDFC0000123", kind: "savings", currency: currency, balance: balance, status: status)
        }
        return WalletState(
            users: [user("u-asha", "Asha Rao", "9876543210", "INR"), user("u-rahul", "Rahul Mehta", "9123456780", "INR"),
                    user("u-emma", "Emma Clarke", "9988776655", "GBP")],
            accounts: [account("a-savings", "u-asha", "Savings", 10_000), account("a-salary", "u-asha", "Salary", 500.50),
                       account("a-joint", "u-asha", "Joint", 1_200, "INR", .blocked),
                       account("a-frozen", "u-asha", "Frozen", 300, "INR", .locked),
                       account("r-main", "u-rahul", "Savings", 1_000), account("e-main", "u-emma", "Current", 800, "GBP")],
            cards: [PaymentCard(id: "c1", title: "Millennia Credit Card", number: "4386 2894 0012 3456", cardHolderName: "ASHA RAO",
                                type: "VISA", bankName: "HDFC Bank",
                                due: CardDue(id: "due_1", amount: 242.33, currency: "₹", state: .pending("due in 6 days")),
                                actions: [.payNow])],
            beneficiaries: [Beneficiary(id: "ben-priya", userID: "u-asha", name: "Priya Sharma", bankName: "State Bank of India",
                                        accountNumber: "30012345678", ifsc: "SBIN0001234")])
    }

    static func reference(perTransfer: Decimal = 5_000, fee: Decimal = 0) -> ReferenceData {
        ReferenceData(
            config: AppConfig(limits: TransferLimits(perTransfer: perTransfer, externalFee: fee)),
            ifscDirectory: [
                IFSCEntry(code: "HDFC0000123", bank: "HDFC Bank", branch: "Koramangala", city: "Bengaluru"),
                IFSCEntry(code: "HDFC0000060", bank: "HDFC Bank", branch: "Fort", city: "Mumbai"),
                IFSCEntry(code: "SBIN0001234", bank: "State Bank of India", branch: "Jayanagar", city: "Bengaluru"),
            ],
            currencies: [Currency(code: "INR", name: "Indian Rupee", symbol: "₹"), Currency(code: "GBP", name: "Pound", symbol: "£")],
            exchangeRates: ExchangeRates(base: "INR", asOf: date, rates: []),
            support: SupportContacts(helpline: "1800", email: "help@example.in", hours: "always"))
    }

    static func total(_ wallet: WalletState) -> Decimal {
        wallet.accounts.reduce(Decimal(0)) { $0 + $1.balance }
    }
}

/// An in-memory repository with call counts; `failSaves` makes every update fail like a full disk.
@MainActor
final class FakeRepository: TransferRepository {
    var signedInUserID = "u-asha"
    var wallet: WalletState
    var updateCount = 0
    var failSaves = false

    init(_ wallet: WalletState = Fixture.wallet()) {
        self.wallet = wallet
    }

    func update<T>(_ change: (inout WalletState) throws -> T) throws -> T {
        updateCount += 1
        var draft = wallet
        let result = try change(&draft)
        if failSaves { throw DataFileError.unwritable(file: "state.json", reason: "disk full") }
        wallet = draft
        return result
    }
}

/// A repository over a real `WalletStore`, to test what survives a restart.
@MainActor
final class StoreRepository: TransferRepository {
    let store: WalletStore
    var signedInUserID = "u-asha"

    init(persistence: MemoryStateStore, reference: ReferenceData = Fixture.reference()) throws {
        store = try WalletStore(
            mockData: MockData(wallet: Fixture.wallet(), reference: reference), fingerprint: "fixture",
            persistence: persistence, stateFile: "state.json")
    }

    var wallet: WalletState { store.wallet }

    func update<T>(_ change: (inout WalletState) throws -> T) throws -> T {
        try store.update(change)
    }
}

/// References REF-1, REF-2, … and request ids REQ-1, REQ-2, …
@MainActor
final class SequentialIdentifiers: TransferIdentifierSource {
    private var references = 0
    private var requests = 0

    func nextReference() -> String {
        references += 1
        return "REF-\(references)"
    }

    func nextRequestID() -> String {
        requests += 1
        return "REQ-\(requests)"
    }
}

/// A deterministic generator (SplitMix64) for the random-transfer tests.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

@MainActor
final class FakeRouter: TransferRouting {
    var navigations: [TransferNavigation] = []

    func navigate(_ navigation: TransferNavigation) {
        navigations.append(navigation)
    }
}

@MainActor
final class FakeView: ScreenView {
    var displayed: [StepViewModel] = []
    var notices: [String] = []

    var last: StepViewModel? { displayed.last }

    func display(_ viewModel: StepViewModel) {
        displayed.append(viewModel)
    }

    func showNotice(_ text: String) {
        notices.append(text)
    }
}

@MainActor
final class FakeNavigator: ScreenNavigating {
    var stack: [any Screen] = []
    var pushCount = 0
    var popCount = 0
    var popToCount = 0

    func push(_ screen: any Screen) {
        pushCount += 1
        stack.append(screen)
    }

    func pop() {
        popCount += 1
        if stack.count > 1 { stack.removeLast() }
    }

    func replaceTop(with screen: any Screen) {
        stack[stack.count - 1] = screen
    }

    func pop(to screen: any Screen) {
        popToCount += 1
        guard let index = stack.lastIndex(where: { $0 === screen }) else { return }
        stack.removeSubrange((index + 1)...)
    }
}

/// A plain screen standing for where the flow started.
@MainActor
final class OriginScreen: Screen {
    var revision = 0
    var prompt = Prompt()
    func render(_ context: RenderContext) -> [String] { ["origin"] }
    func handle(_ input: String) {}
    func takeNotices() -> [String] { [] }
}

extension TransferInteractor {
    /// An interactor over `repository` with the fixture's reference data and a fixed clock.
    static func make(
        _ repository: any TransferRepository, reference: ReferenceData = Fixture.reference(), card: WalletCard? = nil,
        identifiers: SequentialIdentifiers = SequentialIdentifiers()
    ) -> TransferInteractor {
        TransferInteractor(
            repository: repository, reference: reference, clock: ManualClock(Fixture.date), identifiers: identifiers,
            payingCard: card)
    }

    /// Fills every step up to the confirmation.
    func prepare(source: String = "a-savings", to destination: TransferDestination, amount: String, note: String = "") throws {
        _ = try chooseSource(id: source).get()
        choose(destination)
        _ = try setAmount(amount).get()
        _ = try setNote(note).get()
        beginConfirmation()
    }
}
