import Testing
import SwippyCore
import SwippyData
@testable import Profile

@MainActor
@Suite("Profile view: exact lines")
struct ProfileViewTests {
    @Test func profile_exactLines() {
        let state = ProfileState(user: TestUsers.asha, settings: UserSettings(baseCurrency: "EUR"), currencies: [])
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

    @Test func codeStep_exactLines() {
        var state = ProfileFlowState(kind: .forgotLoginPIN, signedInUser: nil, userID: nil, currencies: [])
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
}
