import SwippyData
import Testing

@Suite("Identity rules: the one mobile-number normaliser")
struct MobileNumberTests {
    @Test(arguments: [
        ("9123456780", "9123456780"), ("+91 9123456780", "9123456780"), ("09123456780", "9123456780"),
        ("98765 43210", "9876543210"), ("98765-43210", "9876543210"), ("+91 98765-43210", "9876543210"),
        ("919876543210", "9876543210"), ("6000000000", "6000000000"),
    ])
    func theWaysPeopleWriteAMobile_areAccepted(typed: String, stored: String) {
        #expect(IdentityRules.mobile(typed) == stored)
        #expect(IdentityRules.mobileProblem(typed) == nil)
    }

    @Test(arguments: [
        "0123456789", "5123456789", "912345678", "91234567801", "+44 7700900123", "98765x43210", "", "+91",
    ])
    func anythingElse_isRefusedWithTheOneLine(typed: String) {
        #expect(IdentityRules.mobile(typed) == nil)
        #expect(
            IdentityRules.mobileProblem(typed)
                == "A mobile number is 10 digits starting with 6, 7, 8 or 9, like 98765 43210 or +91 98765 43210.")
    }
}
