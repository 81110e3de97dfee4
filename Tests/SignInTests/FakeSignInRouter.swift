@testable import SignIn

/// Records where the presenters asked to go.
@MainActor
final class FakeSignInRouter: SignInRouting {
    private(set) var destinations: [SignInDestination] = []

    func navigate(to destination: SignInDestination) { destinations.append(destination) }
}
