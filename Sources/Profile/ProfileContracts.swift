import SwippyCore
import SwippyData

/// What the profile presenter asks of its interactor.
@MainActor
protocol ProfileInteracting: AnyObject {
    /// The profile as last loaded.
    var state: ObservableValue<ProfileState> { get }
    /// Reads the signed-in user and the settings again.
    func load()
    /// Flips colour on or off; returns the line to show.
    func toggleColour() -> String
}

/// What a flow presenter asks of its interactor.
@MainActor
protocol ProfileFlowInteracting: AnyObject {
    /// The flow's answers and the question being asked.
    var state: ObservableValue<ProfileFlowState> { get }
    /// Handles one typed answer.
    func submit(_ input: String) -> ProfileFlowResult
    /// Sends a new code when the flow is waiting for one.
    func resendCode() -> ProfileFlowResult
    /// Steps back one question; false at the first one.
    func back() -> Bool
}

/// The options of the profile screen, in menu order.
enum ProfileOption: Equatable, CaseIterable {
    case editName, editEmail, changeLoginPIN, forgotLoginPIN, changeTransferPIN, forgotTransferPIN
    case baseCurrency, colour, signOut

    var label: String {
        switch self {
        case .editName: "Edit name"
        case .editEmail: "Edit email"
        case .changeLoginPIN: "Change login PIN"
        case .forgotLoginPIN: "Forgot login PIN"
        case .changeTransferPIN: "Change transfer PIN"
        case .forgotTransferPIN: "Forgot transfer PIN"
        case .baseCurrency: "Base currency"
        case .colour: "Colour on/off"
        case .signOut: "Sign out"
        }
    }

    /// The flow an option opens, if it opens one.
    var flow: ProfileFlowKind? {
        switch self {
        case .editName: .editName
        case .editEmail: .editEmail
        case .changeLoginPIN: .changeLoginPIN
        case .forgotLoginPIN: .forgotLoginPIN
        case .changeTransferPIN: .changeTransferPIN
        case .forgotTransferPIN: .forgotTransferPIN
        case .baseCurrency: .baseCurrency
        case .colour, .signOut: nil
        }
    }
}

/// What happened to one answer in a flow.
enum ProfileFlowResult: Equatable {
    /// Moved on (or nothing to say).
    case proceed
    /// Moved on, with a line to show.
    case info(String)
    /// Refused: one line why; the same prompt again.
    case refused(String)
    /// The flow is complete: show the line and close it.
    case done(String)
    /// The flow cannot go on (a lock): show the line and close it.
    case abort(String)
}

/// Where the profile screens can go.
enum ProfileDestination: Equatable {
    case flow(ProfileFlowKind)
    case close
    case signOut
}

/// What the presenters ask of the router.
@MainActor
protocol ProfileRouting: AnyObject {
    /// Shows `destination`.
    func navigate(to destination: ProfileDestination)
}
