import Testing

@testable import SwippyData

@Suite("Identity rules: PINs, mobile numbers, names, emails")
struct IdentityRulesTests {
    @Test(arguments: ["1111", "0000", "1234", "4321", "6789", "9876", "8901", "2109", "111111", "123456", "987654"])
    func newPIN_trivial_isRefused(pin: String) {
        #expect(IdentityRules.newPINProblem(pin, length: pin.count)?.contains("too easy") == true)
    }

    @Test(arguments: ["4826", "1357", "2468", "1123", "592741", "864213"])
    func newPIN_ordinary_isAccepted(pin: String) {
        #expect(IdentityRules.newPINProblem(pin, length: pin.count) == nil)
    }

    @Test(arguments: ["", "123", "12345", "12a4", "-123", "١٢٣٤", " 4826", "99999999999999999999"])
    func newPIN_notFourDigits_isRefused(pin: String) {
        #expect(IdentityRules.newPINProblem(pin, length: 4) == "A PIN is exactly 4 digits.")
    }

    @Test func mobile_mustBeTenAsciiDigits() {
        #expect(IdentityRules.isMobile("9876543210"))
        #expect(!IdentityRules.isMobile("987654321"))
        #expect(!IdentityRules.isMobile("98765432101"))
        #expect(!IdentityRules.isMobile("98765 43210"))
        #expect(!IdentityRules.isMobile("-987654321"))
        #expect(IdentityRules.mobileProblem("abc") != nil)
    }

    @Test(arguments: ["asha@example.in", "a.b-c@mail.example.co.uk", "x+tag@ex.com"])
    func email_wellFormed_isAccepted(email: String) {
        #expect(IdentityRules.emailProblem(email) == nil)
    }

    @Test(arguments: [
        "", "asha", "@example.in", "asha@", "asha@example", "asha@@example.in", "asha @example.in",
        "asha@exa mple.in", "asha@example.c", "asha@-example.in", "asha@example..in",
    ])
    func email_malformed_isRefused(email: String) {
        #expect(IdentityRules.emailProblem(email) != nil)
    }

    @Test func name_needsLettersAndAtMostSixtyCharacters() {
        #expect(IdentityRules.nameProblem("Asha Rao") == nil)
        #expect(IdentityRules.nameProblem("") != nil)
        #expect(IdentityRules.nameProblem("12345") != nil)
        #expect(IdentityRules.nameProblem(String(repeating: "a", count: 61)) != nil)
        #expect(IdentityRules.nameProblem("Asha\u{7}Rao") != nil)
    }

    @Test(arguments: [
        "Asha Rao", "D'Souza", "Jean-Luc Picard", "Dr. A. Rao", "Zoë", "आशा राव", "李小龙", "Ðặng Thị", "Ng",
        String(repeating: "a", count: 60),
    ])
    func aPersonsName_inAnyScript_isAccepted(name: String) {
        #expect(IdentityRules.nameProblem(name) == nil)
    }

    @Test(arguments: [
        "A", "HDFC0000123", "Asha Rao 2", "Asha_Rao", "Asha\tRao", "..", "- -", "asha@rao", "Asha\u{200B}Rao",
        String(repeating: "a", count: 61),
    ])
    func anythingElse_isRefusedWithTheOneLine(name: String) {
        #expect(IdentityRules.nameProblem(name) == IdentityRules.nameRefusal)
    }
}
