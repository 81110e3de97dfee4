/// The options of the profile screen, in menu order: every flow (named by its title), then colour and sign-out.
enum ProfileOption: Equatable {
    case flow(ProfileFlowKind)
    case colour, signOut

    static let allCases: [ProfileOption] = ProfileFlowKind.allCases.map(ProfileOption.flow) + [.colour, .signOut]

    var label: String {
        switch self {
        case .flow(let kind): kind.title
        case .colour: "Colour on/off"
        case .signOut: "Sign out"
        }
    }
}
