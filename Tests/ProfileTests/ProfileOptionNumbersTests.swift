import SwippyCore
import Testing

@testable import Profile

/// A list of options shown a page at a time (the currency picker) keeps its numbers across pages: the view
/// numbers a later page from its first option's number, the one a typed answer chooses.
@MainActor
@Suite("Profile option numbers")
struct ProfileOptionNumbersTests {
    @Test func aLaterPage_isNumberedFromItsFirstOption() {
        var model = ProfileViewModel(
            title: "Base currency", options: ["GBP  Pound sterling  £", "JPY  Japanese Yen  ¥"],
            prompt: Prompt("Choose a currency (1-7)"))
        model.firstOption = 6
        let lines = ProfileView.render(model, RenderContext(width: 80))
        #expect(lines.contains("  6. GBP  Pound sterling  £"))
        #expect(lines.contains("  7. JPY  Japanese Yen  ¥"))
        #expect(!lines.contains { $0.hasPrefix("  1. ") })
    }
}
