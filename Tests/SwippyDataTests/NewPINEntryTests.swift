import SwippyData
import Testing

@Suite("NewPINEntry: a new PIN typed twice")
struct NewPINEntryTests {
    @Test func sameTwice_isConfirmedAsAHash() {
        var entry = NewPINEntry(length: 4)
        let refusal = entry.take("1357")
        #expect(refusal == nil)
        #expect(entry.confirmed == nil)
        let confirmed = entry.confirm("1357")
        #expect(confirmed)
        #expect(entry.confirmed?.matches("1357") == true)
    }

    @Test(arguments: [
        ("12", "A PIN is exactly 4 digits."),
        ("1111", "That PIN is too easy to guess: avoid repeated digits and runs like 1234."),
        ("8901", "That PIN is too easy to guess: avoid repeated digits and runs like 1234."),
    ])
    func badPIN_isRefusedByTheRules(pin: String, reason: String) {
        var entry = NewPINEntry(length: 4)
        let refusal = entry.take(pin)
        #expect(refusal == reason)
    }

    @Test func currentPIN_isRefused() {
        var entry = NewPINEntry(length: 4)
        let refusal = entry.take("1357", differentFrom: SecretHash.make("1357", salt: "0a"))
        #expect(refusal == NewPINEntry.sameAsCurrentLine)
    }

    @Test func mismatch_forgetsTheFirstTyping() {
        var entry = NewPINEntry(length: 6)
        _ = entry.take("246801")
        let mismatched = entry.confirm("246802")
        let afterForgetting = entry.confirm("246801")
        #expect(!mismatched)
        #expect(!afterForgetting)
        #expect(entry.confirmed == nil)
    }

    @Test func nothingTypedIsKeptInClear() {
        var entry = NewPINEntry(length: 6)
        _ = entry.take("246801")
        _ = entry.confirm("246801")
        #expect(!String(describing: entry).contains("246801"))
    }
}
