/// Which View draws the screens (`--ui`): the text View a person reads, or one JSON object per line for a
/// program, built from the same presenters and view models through the same render path.
enum UserInterface: String, Equatable, CaseIterable {
    case text
    case json
}
