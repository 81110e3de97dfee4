@testable import Home

/// The home menu's dependency: the fake repository.
@MainActor
final class FakeHomeDependency: HomeDependency {
    let repository: FakeHomeRepository
    var homeRepository: any HomeRepository { repository }

    init(_ repository: FakeHomeRepository) {
        self.repository = repository
    }
}
