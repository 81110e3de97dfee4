import Dispute
import PaymentCards
import Profile
import SignIn
import SwippyCore
import SwippyData
import Transfer

/// The composition root: owns what lives as long as the run (the store, the session, the clock, the
/// app's notices, the one-time codes, the session gate) and builds one data adapter per feature.
///
/// `AppRouter` asks it for each feature's dependency and does nothing else with data.
@MainActor
final class AppComponent {
    let store: WalletStore
    let session: AppSession
    let notices: NoticeBoard
    let clock: any WallClock
    /// The one issuer of one-time codes, shared by sign-in and Profile's forgot-PIN flows.
    let oneTimeCodes: OneTimeCodes
    /// Expires the session after the configured minutes without input.
    let sessionGate: SessionGate
    let transferIdentifiers: any TransferIdentifierSource

    // One data adapter per feature (`wallet` is the shared save funnel and, until it is split, Transfer's).
    let wallet: WalletDataAdapter
    let cards: PaymentCardsDataAdapter
    let identity: IdentityDataAdapter
    let disputes: DisputeDataAdapter
    let homeData: HomeDataAdapter

    init(
        store: WalletStore, session: AppSession = AppSession(), notices: NoticeBoard = NoticeBoard(),
        clock: any WallClock = SystemClock(), codeGenerator: any CodeGenerator = RandomCodeGenerator(),
        transferIdentifiers: any TransferIdentifierSource = RandomTransferIdentifiers()
    ) {
        let config = store.reference.config
        self.store = store
        self.session = session
        self.notices = notices
        self.clock = clock
        self.transferIdentifiers = transferIdentifiers
        oneTimeCodes = OneTimeCodes(
            clock: clock, generator: codeGenerator, outbox: NoticeSMSOutbox(notices: notices),
            validityMinutes: config.otpValidityMinutes, maxWrongTries: config.maxWrongAttempts)
        sessionGate = SessionGate(clock: clock, timeoutMinutes: config.sessionTimeoutMinutes)
        sessionGate.onRefuse = { [weak notices] line in notices?.post(line) }
        wallet = WalletDataAdapter(store: store, session: session, notices: notices)
        cards = PaymentCardsDataAdapter(store: store, session: session)
        identity = IdentityDataAdapter(store: store, session: session, data: wallet, clock: clock, codes: oneTimeCodes)
        disputes = DisputeDataAdapter(store: store, session: session, data: wallet, clock: clock)
        homeData = HomeDataAdapter(store: store, session: session)
    }

    // MARK: - Each feature's dependency

    var paymentCards: any PaymentCardsDependency { cards }
    var transfer: any TransferDependency { self }
    var dispute: any DisputeDependency { disputes }
    var signIn: any SignInDependency { identity }
    var profile: any ProfileDependency { identity }
    var home: any HomeRepository { homeData }

    // MARK: - The session

    /// `userID` signed in: the session starts and its timer runs from now.
    func beginSession(userID: String) {
        session.userID = userID
        sessionGate.begin()
    }

    /// The user signed out: nobody is signed in and nothing expires.
    func endSession() {
        sessionGate.end()
        session.userID = ""
        notices.post("Signed out.")
    }
}
