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
