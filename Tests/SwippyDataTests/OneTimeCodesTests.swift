import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData

final class RecordingOutbox: SMSOutbox {
    var messages: [(mobile: String, text: String)] = []
    func send(to mobile: String, text: String) { messages.append((mobile, text)) }
}

final class SequenceCodeGenerator: CodeGenerator {
    var codes: [String]
    init(_ codes: [String]) { self.codes = codes }
    func nextCode(length: Int) -> String { codes.isEmpty ? String(repeating: "0", count: length) : codes.removeFirst() }
}

@Suite("One-time codes: random, valid 5 minutes, single use, replaced by a resend")
struct OneTimeCodesTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
    let outbox = RecordingOutbox()

    func codes(_ generated: [String] = ["482913", "105377"]) -> OneTimeCodes {
        OneTimeCodes(
            clock: clock, generator: SequenceCodeGenerator(generated), outbox: outbox, validityMinutes: 5,
            maxWrongTries: 3)
    }

    @Test func send_putsTheCodeInOneSMS() {
        let codes = codes()
        codes.send(to: "9876543210", for: .signIn)
        #expect(outbox.messages.count == 1)
        #expect(outbox.messages.first?.mobile == "9876543210")
        #expect(outbox.messages.first?.text == "Your Swippy code is 482913")
    }

    @Test func verify_rightCode_isAcceptedOnce() {
        let codes = codes()
        codes.send(to: "9876543210", for: .signIn)
        #expect(codes.verify("482913", for: "9876543210", purpose: .signIn) == .accepted)
        #expect(codes.verify("482913", for: "9876543210", purpose: .signIn) == .noCode)
    }

    @Test(arguments: [(299.0, CodeCheck.accepted), (300.0, .accepted), (301.0, .expired), (3600.0, .expired)])
    func verify_afterSomeSeconds_expiresAfterFiveMinutes(seconds: Double, expected: CodeCheck) {
        let codes = codes()
        codes.send(to: "9876543210", for: .signIn)
        clock.advance(by: seconds)
        #expect(codes.verify("482913", for: "9876543210", purpose: .signIn) == expected)
    }

    @Test func resend_voidsThePreviousCode() {
        let codes = codes()
        codes.send(to: "9876543210", for: .signIn)
        codes.send(to: "9876543210", for: .signIn)
        #expect(codes.verify("482913", for: "9876543210", purpose: .signIn) == .wrong(attemptsLeft: 2))
        #expect(codes.verify("105377", for: "9876543210", purpose: .signIn) == .accepted)
    }

    @Test func verify_wrongThreeTimes_voidsTheCode() {
        let codes = codes()
        codes.send(to: "9876543210", for: .signIn)
        #expect(codes.verify("000000", for: "9876543210", purpose: .signIn) == .wrong(attemptsLeft: 2))
        #expect(codes.verify("000001", for: "9876543210", purpose: .signIn) == .wrong(attemptsLeft: 1))
        #expect(codes.verify("000002", for: "9876543210", purpose: .signIn) == .exhausted)
        #expect(codes.verify("482913", for: "9876543210", purpose: .signIn) == .noCode)
    }

    @Test func verify_otherPurposeOrNumber_findsNoCode() {
        let codes = codes()
        codes.send(to: "9876543210", for: .resetLoginPIN)
        #expect(codes.verify("482913", for: "9876543210", purpose: .signIn) == .noCode)
        #expect(codes.verify("482913", for: "9123456780", purpose: .resetLoginPIN) == .noCode)
        #expect(codes.hasPendingCode(for: "9876543210", purpose: .resetLoginPIN))
        #expect(codes.verify("482913", for: "9876543210", purpose: .resetLoginPIN) == .accepted)
    }

    @Test func randomGenerator_makesSixAsciiDigits() {
        let generator = RandomCodeGenerator()
        let samples = (0..<50).map { _ in generator.nextCode(length: 6) }
        #expect(samples.allSatisfy { $0.count == 6 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        #expect(Set(samples).count > 1)
    }
}
