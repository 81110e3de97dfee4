import PaymentCards
import Profile
import SignIn
import SwippyCore
import SwippyData

/// The composition root and top-level router: owns the navigation stack, builds feature modules,
/// and connects one feature's requests to another (features never import each other).
@MainActor
final class AppRouter: HomeRouting {
    let navigator = Navigator()
    let notices: NoticeBoard
    let store: WalletStore
    let session: AppSession
    let clock: any WallClock
    lazy var data = WalletDataAdapter(store: store, session: session, notices: notices)
    lazy var paymentCards = PaymentCardsDataAdapter(store: store, session: session)
    let codeGenerator: any CodeGenerator
    /// One code issuer shared by sign-in and the forgot-PIN flows.
    lazy var oneTimeCodes = OneTimeCodes(
        clock: clock, generator: codeGenerator, outbox: NoticeSMSOutbox(notices: notices),
        validityMinutes: store.reference.config.otpValidityMinutes,
        maxWrongTries: store.reference.config.maxWrongAttempts)
    lazy var signInData = SignInDataAdapter(store: store, data: data, clock: clock, codes: oneTimeCodes)
    lazy var profileData = ProfileDataAdapter(store: store, session: session, data: data, codes: oneTimeCodes)
    lazy var sessionGate = makeSessionGate()

    /// The home menu, in order. Each word also opens its entry from the home prompt.
    static let features: [FeatureEntry] = [
        FeatureEntry(word: "cards", title: "Payment cards", summary: "Your cards, dues and statements") { $0.buildPaymentCards() },
        FeatureEntry(word: "transfer", title: "Send money", summary: "Pay people, accounts and card dues") { $0.buildTransfer() },
        FeatureEntry(word: "dispute", title: "Disputes and support", summary: "Dispute a charge, get help, block a card") { $0.buildDispute() },
        FeatureEntry(word: "profile", title: "Profile and settings", summary: "Details, PINs, currency, colour") { $0.buildProfile() },
        FeatureEntry(word: "accounts", title: "Accounts", summary: "Balances, add money, withdraw, close") { $0.buildAccounts() },
    ]

    init(
        store: WalletStore, session: AppSession, notices: NoticeBoard, clock: any WallClock = SystemClock(),
        codeGenerator: any CodeGenerator = RandomCodeGenerator()
    ) {
        self.store = store
        self.session = session
        self.notices = notices
        self.clock = clock
        self.codeGenerator = codeGenerator
    }

    /// Puts the sign-in screen on the stack: nothing else is reachable until someone signs in.
    func start() {
        showSignIn()
    }

    /// Makes the home menu the only screen (after a sign-in).
    func showHome() {
        let presenter = HomePresenter(entries: Self.features, router: self) { [weak self] in
            guard let self, let user = self.store.wallet.user(self.session.userID) else { return "Welcome." }
            return "Hello, \(user.name)."
        }
        let screen = ModuleScreen(
            presenter: presenter, initial: HomeViewModel(greeting: "", entries: []), render: HomeView.render)
        presenter.view = screen
        presenter.start()
        navigator.setRoot(screen)
    }

    func openFeature(_ word: String) {
        guard let entry = Self.features.first(where: { $0.word == word }) else {
            return notices.post("Unknown feature \"\(word)\".")
        }
        navigator.push(entry.build(self))
    }

    /// The PaymentCards list, wired to this router.
    func buildPaymentCards() -> any Screen {
        PaymentCardsBuilder(dependency: paymentCards).build(listener: self, navigator: navigator)
    }
}

extension AppRouter: PaymentCardsListener {
    func paymentCardsDidRequestPayment(for card: WalletCard) {
        navigator.push(buildTransfer(payingCard: card))
    }
}

/// Who is signed in; `userID` is empty while nobody is.
@MainActor
final class AppSession {
    var userID: String

    init(userID: String = "") {
        self.userID = userID
    }

    /// True once someone has signed in, until they sign out.
    var isSignedIn: Bool { !userID.isEmpty }
}
