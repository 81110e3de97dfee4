import Foundation
import SwippyTestSupport
import Testing

@Suite("End to end: a new user registers and receives a transfer")
struct RegisterAndReceiveEndToEndTests {
    @Test func registeredUser_receivesMoneySentToTheirMobile_andSeesItAfterARestart() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let register = try SwippyProcess.run(
            ["--state", state],
            input: "4\nNeha Gupta\n9000012345\nneha@example.in\n2580\n2580\n314159\n314159\nINR\nq\n")
        #expect(register.status == 0)
        #expect(register.stdout.contains("Welcome to Swippy, Neha Gupta."))

        let send = try SwippyProcess.run(
            ["--state", state],
            input: "3\n9876543210\n4826\ntransfer\n1\n3\n9000012345\n1\n750\nWelcome\n1\n592741\nq\n")
        #expect(send.stdout.contains("Send to Neha Gupta? (y/n)"))
        #expect(send.stdout.contains("Sent ₹750.00 to Neha Gupta."))

        let receive = try SwippyProcess.run(["--state", state], input: "3\n9000012345\n2580\ntransfer\nq\n")
        #expect(receive.stdout.contains("Swippy wallet  Swippy ••2345    ₹750.00"))
        #expect(receive.status == 0)
    }
}
