import Foundation
import Testing
import SwippyCore
import SwippyData
@testable import Profile

@MainActor
@Suite("Profile view, router and builder")
struct ProfileViewRouterBuilderTests {
    let dependency = FakeProfileDependency()
    let navigator = FakeNavigator()
    let listener = FakeProfileListener()

    @Test func view_profile_exactLines() {
        let state = ProfileState(user: asha, settings: UserSettings(baseCurrency: "EUR"), currencies: [])
        #expect(ProfileView.render(ProfilePresenter.viewModel(for: state), RenderContext(width: 60)) == [
            "Profile and settings",
            "====================",
            "  Name           Asha Rao",
            "  Mobile         ••••••3210",
            "  Email          asha@example.in",
            "  Address        14 MG Road",
            "  Base currency  EUR",
            "  Member since   12 Apr 2021",
            "  Colour         Automatic (on when the terminal allows it)",
            "",
            "  1. Edit name",
            "  2. Edit email",
            "  3. Change login PIN",
            "  4. Forgot login PIN",
            "  5. Change transfer PIN",
            "  6. Forgot transfer PIN",
            "  7. Base currency",
            "  8. Colour on/off",
            "  9. Sign out",
        ])
    }

    @Test func view_codeStep_exactLines() {
        var state = ProfileFlowState(kind: .forgotLoginPIN)
        state.stepIndex = 2
        state.mobile = "9876543210"
        #expect(ProfileView.render(ProfileFlowPresenter.viewModel(for: state), RenderContext(width: 60)) == [
            "Forgot login PIN",
            "================",
            "Step 3 of 5. Type b to go back.",
            "Type the code sent by SMS to ••••••3210.",
            "",
            "  r  Send a new code",
        ])
    }

    @Test func router_flowPushes_closePops_signOutTellsListener() {
        let router = ProfileRouter(dependency: dependency, navigator: navigator, listener: listener)
        router.navigate(to: .flow(.editEmail))
        #expect(navigator.pushed.first?.prompt.text == "New email")
        router.navigate(to: .close)
        #expect(navigator.popCallCount == 1)
        router.navigate(to: .signOut)
        #expect(listener.signOutCallCount == 1)
    }

    @Test func builder_profileAndFlowDeallocateWhenPopped() {
        weak var weakProfile: ModuleScreen<ProfileViewModel>?
        weak var weakFlow: ModuleScreen<ProfileViewModel>?
        weak var weakFlowPresenter: ProfileFlowPresenter?
        do {
            let screen = ProfileBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            navigator.push(screen)
            weakProfile = screen as? ModuleScreen<ProfileViewModel>
            screen.handle("2")
            weakFlow = navigator.pushed.last as? ModuleScreen<ProfileViewModel>
            weakFlowPresenter = weakFlow?.presenter as? ProfileFlowPresenter
            #expect(navigator.pushed.count == 2)
        }
        navigator.pop()
        #expect(weakFlow == nil)
        #expect(weakFlowPresenter == nil)
        #expect(weakProfile != nil)
        navigator.pop()
        #expect(weakProfile == nil)
    }

    @Test func builder_forgotLoginPINAlone_popsItselfWhenDone() {
        dependency.repository.signedInID = nil
        let screen = ProfileBuilder(dependency: dependency).buildForgotLoginPIN(listener: listener, navigator: navigator)
        navigator.push(screen)
        for input in ["9876543210", "asha@example.in", "482913", "2580", "2580"] { screen.handle(input) }
        #expect(screen.takeNotices().last == "Login PIN changed.")
        #expect(navigator.popCallCount == 1)
        #expect(dependency.repository.wallet.user("u-asha")?.loginPIN.matches("2580") == true)
    }
}
