import Foundation
import SwippyData
import Testing

@Suite("Outbox messages record their sender")
struct OutboxSenderTests {
    @Test func anOldMessage_withoutSender_stillLoads() throws {
        let old =
            #"{"id":"MSG-1001","to":"support@swippy.example","subject":"Hi","body":"Help","sent_at":"2026-1"#
            + #"1-02T10:15:00Z"}"#
        let message = try JSONDecoder.swippy().decode(OutboxMessage.self, from: Data(old.utf8))
        #expect(message.senderUserID == nil)
        #expect(message.replyTo == nil)
        #expect(message.subject == "Hi")
    }

    @Test func aNewMessage_savesAndLoadsItsSender() throws {
        let message = OutboxMessage(
            id: "MSG-1002", to: "support@swippy.example", subject: "Report", body: "rows",
            sentAt: Date(timeIntervalSince1970: 0), senderUserID: "u-1", replyTo: "asha@example.com")
        let data = try JSONEncoder.swippy().encode(message)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"sender_user_id\" : \"u-1\""))
        #expect(text.contains("\"reply_to\" : \"asha@example.com\""))
        #expect(try JSONDecoder.swippy().decode(OutboxMessage.self, from: data) == message)
    }
}
