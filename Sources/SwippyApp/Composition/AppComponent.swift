import Accounts
import Credit
import Dispute
import Exchange
import Foundation
import History
import Home
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
    /// The user's time zone, read from the environment once (`SwippyMain`): every feature shows times in it.
    let timeZone: TimeZone
    /// The one issuer of one-time codes, shared by sign-in and Profile's forgot-PIN flows.
    let oneTimeCodes: OneTimeCodes
    /// Expires the session after the configured minutes without input.
    let sessionGate: SessionGate

    /// The one way the feature adapters change the wallet (a failed save ends the run with exit 74).
    private let wallet: WalletDataAdapter
    // One data adapter per feature.
    private let cardsData: PaymentCardsDataAdapter
    private let transferData: TransferDataAdapter
    private let disputeData: DisputeDataAdapter
    private let signInData: SignInDataAdapter
    private let profileData: ProfileDataAdapter
    private let homeData: HomeDataAdapter
    private let accountsData: AccountsDataAdapter
    private let exchangeData: ExchangeDataAdapter
    private let historyData: HistoryDataAdapter
    private let creditData: CreditDataAdapter

    init(
        store: WalletStore, session: AppSession = AppSession(), notices: NoticeBoard = NoticeBoard(),
        clock: any WallClock = SystemClock(), codeGenerator: any CodeGenerator = RandomCodeGenerator(),
        timeZone: TimeZone = SwippyDate.utc, height: @escaping () -> (rows: Int?, columns: Int) = { (nil, 80) }
    ) {
        let config = store.reference.config
        self.store = store
        self.session = session
        self.notices = notices
        self.clock = clock
        self.timeZone = timeZone
        oneTimeCodes = OneTimeCodes(
            clock: clock, generator: codeGenerator, outbox: NoticeSMSOutbox(notices: notices),
            validityMinutes: config.otpValidityMinutes, maxWrongTries: config.maxWrongAttempts)
        sessionGate = SessionGate(clock: clock, timeoutMinutes: config.sessionTimeoutMinutes)
        sessionGate.onRefuse = { [weak notices] line in notices?.post(line) }
        wallet = WalletDataAdapter(store: store, session: session, notices: notices, terminal: height)
        cardsData = PaymentCardsDataAdapter(
            store: store, session: session, clock: clock, timeZone: timeZone,
            addCards: AddCardDataAdapter(store: store, session: session, data: wallet, clock: clock),
            data: wallet)
        transferData = TransferDataAdapter(
            store: store, session: session, data: wallet, clock: clock, timeZone: timeZone)
        disputeData = DisputeDataAdapter(store: store, session: session, data: wallet, clock: clock, timeZone: timeZone)
        signInData = SignInDataAdapter(store: store, data: wallet, clock: clock, codes: oneTimeCodes)
        profileData = ProfileDataAdapter(store: store, session: session, data: wallet, codes: oneTimeCodes)
        homeData = HomeDataAdapter(store: store, session: session, timeZone: timeZone, clock: clock)
        accountsData = AccountsDataAdapter(
            store: store, session: session, data: wallet, clock: clock, timeZone: timeZone)
        exchangeData = ExchangeDataAdapter(store: store, session: session, data: wallet, clock: clock)
        historyData = HistoryDataAdapter(
            store: store, session: session, data: wallet, clock: clock, timeZone: timeZone, height: height)
        creditData = CreditDataAdapter(store: store, session: session, data: wallet, clock: clock, timeZone: timeZone)
    }

    // MARK: - Each feature's dependency

    var paymentCards: any PaymentCardsDependency { cardsData }
    var transfer: any TransferDependency { transferData }
    var dispute: any DisputeDependency { disputeData }
    var signIn: any SignInDependency { signInData }
    var profile: any ProfileDependency { profileData }
    var home: any HomeDependency { homeData }
    var accounts: any AccountsDependency { accountsData }
    var exchange: any ExchangeDependency { exchangeData }
    var history: any HistoryDependency { historyData }
    /// What History's "repeat" prefills in Transfer.
    var historyRepeat: HistoryDataAdapter { historyData }
    var credit: any CreditDependency { creditData }
    /// Items per page of a one-line-an-item list, fitted to the terminal now (a scaffolded module's page).
    var listPageSize: Int { wallet.listPageSize }

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
