import Foundation
import SwippyCore
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// The composition root: one adapter per feature for the whole run, the session and its gate.
@MainActor
@Suite("App component")
struct AppComponentTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func makeComponent() throws -> AppComponent {
        let loaded = try MockDataLoader.load(from: SwippyProcess.mockData)
        let store = try WalletStore(
            mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: MemoryJournal(), stateFile: "memory")
        return AppComponent(store: store, clock: clock)
    }

    @Test func eachFeature_getsTheSameAdapter_everyTimeItIsBuilt() throws {
        let component = try makeComponent()
        #expect(component.paymentCards === component.paymentCards)
        #expect(component.transfer === component.transfer)
        #expect(component.dispute === component.dispute)
        #expect(component.signIn === component.signIn)
        #expect(component.profile === component.profile)
        #expect(component.home === component.home)
        #expect(component.signIn.oneTimeCodes === component.profile.oneTimeCodes)
        #expect(component.signIn.oneTimeCodes === component.oneTimeCodes)
    }

    @Test func openingHistory_makesNoSearchIndex_untilTheFirstSearch() throws {
        let component = try makeComponent()
        component.beginSession(userID: "u-asha")
        let query = try component.historyRepeat.query()
        let progress = try #require((query.index as? KeptTotalsIndex)?.inner as? ProgressIndex)
        let deferred = try #require(progress.inner as? DeferredIndex)
        #expect(!deferred.isMade)
        // The whole history's totals are the kept ones: still nothing made.
        _ = query.index.sums(at: nil, in: query)
        #expect(!deferred.isMade)
        var filter = TransactionFilter()
        filter.search = "swiggy"
        #expect(!query.run(filter).isEmpty)
        #expect(deferred.isMade)
    }

    @Test func beginSession_signsTheUserIn_andStartsTheTimer() throws {
        let component = try makeComponent()
        component.beginSession(userID: "u-asha")
        #expect(component.session.userID == "u-asha")
        #expect(component.home.homeRepository.signedInUserName() == "Asha Rao")
        clock.advance(by: 15 * 60)
        var expired = false
        component.sessionGate.onExpire = { _ in expired = true }
        #expect(component.sessionGate.intercept("cards"))
        #expect(expired)
    }

    @Test func endSession_signsOut_saysSo_andNothingExpires() throws {
        let component = try makeComponent()
        component.beginSession(userID: "u-asha")
        component.endSession()
        #expect(!component.session.isSignedIn)
        #expect(component.home.homeRepository.signedInUserName() == nil)
        #expect(component.notices.take() == ["Signed out."])
        clock.advance(by: 3600)
        #expect(!component.sessionGate.intercept("cards"))
    }

    @Test func aLockedGate_refusesHomeAndBack_throughTheNotices() throws {
        let component = try makeComponent()
        component.beginSession(userID: "u-asha")
        clock.advance(by: 3600)
        _ = component.sessionGate.intercept("cards")
        #expect(component.sessionGate.intercept("h"))
        #expect(
            component.notices.take() == ["Your session is locked: unlock it on this screen, or type s to sign out."])
    }

    @Test func theRouter_holdsTheComponent_andWiresTheLockScreen() throws {
        let component = try makeComponent()
        let router = AppRouter(component: component)
        router.start()
        router.signInDidSucceed(userID: "u-asha")
        #expect(router.navigator.depth == 1)
        clock.advance(by: 3600)
        #expect(component.sessionGate.intercept("cards"))
        #expect(router.navigator.depth == 2)
        #expect(component.notices.take().first?.hasPrefix("Your session expired after 15 minutes") == true)
    }
}
