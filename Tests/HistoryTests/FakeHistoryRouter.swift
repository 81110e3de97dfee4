@testable import History

@MainActor
final class FakeHistoryRouter: HistoryRouting {
    var destinations: [HistoryDestination] = []

    func navigate(to destination: HistoryDestination) { destinations.append(destination) }
}
