import SwippyCore
import Testing

/// The trace's own rules: off by default and free when off, one column per kind, secrets masked, intents named.
@MainActor
@Suite("Trace")
struct TraceTests {
    @Test func record_whenOff_neverBuildsTheLine() {
        #expect(!Trace.isOn)
        var built = false
        Trace.record(
            .view,
            {
                built = true
                return "x"
            }())
        #expect(!built)
    }

    @Test func capture_collectsTheLines_andPutsBackWhatWasThere() {
        var outer: [String] = []
        Trace.install { outer.append($0) }
        defer { Trace.install(nil) }
        let inner = Trace.capture { Trace.record(.store, "inside") }
        Trace.record(.store, "outside")
        #expect(inner == ["store    inside"])
        #expect(outer == ["store    outside"])
    }

    @Test func everyKind_startsTheLineInOneColumn() {
        let lines = Trace.capture {
            for kind in TraceKind.allCases { Trace.record(kind, "x") }
        }
        #expect(
            lines == [
                "view     x", "intent   x", "data     x", "state    x", "router   x", "navigator x", "build    x",
                "release  x", "listener x", "store    x", "shell    x",
            ])
    }

    @Test(arguments: ["592741", "4826", "", "a much longer secret"])
    func input_atASecretPrompt_isMaskedWhateverItsLength(secret: String) {
        #expect(Trace.input(secret, secret: true) == "\"••••\"")
    }

    @Test func input_atAPlainPrompt_isQuoted() {
        #expect(Trace.input("2", secret: false) == "\"2\"")
    }

    @Test(arguments: [
        ("Transfer/TransferInteractor.swift", "chooseSource(at:)", "Transfer.TransferInteractor.chooseSource(at:)"),
        ("Transfer/TransferInteractor+Paying.swift", "pay()", "Transfer.TransferInteractor.pay()"),
        ("Loose.swift", "load()", "Loose.load()"),
    ])
    func intent_isTheModuleAndTypeOfTheCallersFile_andTheMethod(fileID: String, function: String, expected: String) {
        #expect(Trace.intent(fileID: fileID, function: function) == expected)
    }
}
