import Home
import SwippyCore
import SwippyData

/// The top-level router: owns the navigation stack, builds feature modules through their Builders with
/// the dependencies the `AppComponent` provides, and connects one feature's requests to another
/// (features never import each other). It holds no data of its own.
@MainActor
final class AppRouter {
    let navigator = Navigator()
    let component: AppComponent

    /// The home menu, in order. Each word also opens its entry from the home prompt.
    static let features: [FeatureEntry] = [
        FeatureEntry(word: "cards", title: "Payment cards", summary: "Your cards, dues and statements") {
            $0.buildPaymentCards()
        },
        FeatureEntry(word: "transfer", title: "Send money", summary: "Pay people, accounts and card dues") {
            $0.buildTransfer()
        },
        FeatureEntry(
            word: "dispute", title: "Disputes and support", summary: "Dispute a charge, get help, block a card"
        ) { $0.buildDispute() },
        FeatureEntry(word: "profile", title: "Profile and settings", summary: "Details, PINs, currency, colour") {
            $0.buildProfile()
        },
        FeatureEntry(word: "accounts", title: "Accounts", summary: "Balances, add money, withdraw, close") {
            $0.buildAccounts()
        },
        FeatureEntry(word: "history", title: "History", summary: "Search, filter, export your transactions") {
            $0.buildHistory()
        },
        FeatureEntry(word: "credit", title: "Credit and loans", summary: "Limits, withdraw, repay, home loan, EMI") {
            $0.buildCredit()
        },
        FeatureEntry(word: "exchange", title: "Exchange rates", summary: "Rates, charts, converter, base currency") {
            $0.buildExchange()
        },
        // swippy-scaffold: new home entries go above this line.
    ]

    /// The shell's own words (`back`, `help`, `home`, `quit`), which Tab completes on the home menu too.
    static let shellWords = ["back", "help", "home", "quit"]

    init(component: AppComponent) {
        self.component = component
        component.sessionGate.onExpire = { [weak self] commandLost in self?.lockSession(commandLost: commandLost) }
    }

    /// A router on a component made from these parts (in-process tests).
    convenience init(
        store: WalletStore, session: AppSession, notices: NoticeBoard, clock: any WallClock = SystemClock(),
        codeGenerator: any CodeGenerator = RandomCodeGenerator()
    ) {
        self.init(
            component: AppComponent(
                store: store, session: session, notices: notices, clock: clock, codeGenerator: codeGenerator))
    }

    /// The gate the shell asks before each command.
    var sessionGate: SessionGate { component.sessionGate }

    /// Puts the sign-in screen on the stack: nothing else is reachable until someone signs in.
    func start() {
        showSignIn()
    }
}
