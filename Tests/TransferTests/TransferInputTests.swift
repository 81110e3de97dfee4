import Testing

@testable import Transfer

@Suite("Transfer input: the words a user types")
struct TransferInputTests {
    static let ifscCases: [(String, String?)] = [
        ("HDFC0000123", "HDFC0000123"), ("hdfc0000123", "HDFC0000123"), ("sbin0abc12z", "SBIN0ABC12Z"),
        ("HDFC1000123", nil), ("HDF00000123", nil), ("HDFC000012", nil), ("HDFC00001234", nil), ("HDFC0-00123", nil),
        ("", nil), ("HDFC0ÄÄÄ123", nil),
    ]

    @Test(arguments: ifscCases)
    func anIFSC_needsFourLettersAZeroAndSixLettersOrDigits(_ text: String, expected: String?) {
        #expect((try? TransferInput.ifsc(text).get()) == expected)
    }

    static let accountNumberCases: [(String, Bool)] = [
        ("123456789", true), ("123456789012345678", true), ("12345678", false), ("1234567890123456789", false),
        ("12345678a", false), ("1234 56789", false), ("", false), ("-123456789", false), ("١٢٣٤٥٦٧٨٩", false),
    ]

    @Test(arguments: accountNumberCases)
    func anAccountNumber_isNineToEighteenDigits(_ text: String, valid: Bool) {
        #expect(((try? TransferInput.accountNumber(text).get()) != nil) == valid)
    }

    static let nameCases: [(String, Bool)] = [
        ("Anil Kumar", true), ("  Anil  ", true), ("", false), ("   ", false), ("12345", false),
        (String(repeating: "a", count: 61), false), ("HDFC0000123", false), ("A", false), ("Anil_K", false),
        ("D'Souza-Rao Jr.", true), ("आशा राव", true),
    ]

    @Test(arguments: nameCases)
    func aName_needsLettersAndAtMostSixtyCharacters(_ text: String, valid: Bool) {
        #expect(((try? TransferInput.name(text).get()) != nil) == valid)
    }

    @Test func aNote_hasAtMost140Characters() {
        #expect((try? TransferInput.note(String(repeating: "n", count: 140)).get()) != nil)
        #expect((try? TransferInput.note("").get()) == "")
        #expect((try? TransferInput.note(String(repeating: "n", count: 141)).get()) == nil)
    }

    static let mobileCases: [(String, Bool)] = [
        ("9123456780", true), ("912345678", false), ("91234567801", false), ("91234x6780", false), ("", false),
    ]

    @Test(arguments: mobileCases)
    func aMobile_isTenDigits(_ text: String, valid: Bool) {
        #expect(((try? TransferInput.mobile(text).get()) != nil) == valid)
    }

    @Test(arguments: [("592741", true), ("59274", false), ("5927411", false), ("59274a", false), ("", false)])
    func aPIN_isSixDigits(_ text: String, valid: Bool) {
        #expect(TransferInput.isPIN(text) == valid)
    }

    @Test(arguments: [("c", true), ("Cancel", true), ("CANCEL", true), ("cancel it", false), ("x", false)])
    func cancel_isCOrCancelInAnyCase(_ text: String, cancels: Bool) {
        #expect(TransferInput.isCancel(text) == cancels)
    }
}
