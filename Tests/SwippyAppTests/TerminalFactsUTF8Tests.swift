import Testing

@testable import SwippyApp

@Suite("Terminal facts: UTF-8")
struct TerminalFactsUTF8Tests {
    @Test(arguments: [
        ([String: String](), false),
        (["LANG": "en_IN.UTF-8"], true),
        (["LANG": "C.utf8"], true),
        (["LANG": "C"], false),
        (["LANG": "en_US.UTF-8", "LC_ALL": "C"], false),
        (["LANG": "C", "LC_CTYPE": "en_US.UTF-8"], true),
        (["LC_ALL": "", "LANG": "de_DE.UTF-8"], true),
        (["LC_ALL": "POSIX", "LC_CTYPE": "en_US.UTF-8"], false),
    ])
    func utf8_followsTheFirstSetOfLCALL_LCCTYPE_LANG(environment: [String: String], expected: Bool) {
        #expect(TerminalFacts.utf8(environment: environment) == expected)
    }
}
