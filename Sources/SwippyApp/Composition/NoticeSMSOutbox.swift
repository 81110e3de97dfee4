import SwippyCore
import SwippyData

/// The simulated SMS outbox of the app: each message is one notice line, e.g.
/// `[SMS to ••••••3210] Your Swippy code is 482913`. Nothing is stored.
@MainActor
final class NoticeSMSOutbox: SMSOutbox {
    private weak var notices: NoticeBoard?

    init(notices: NoticeBoard) {
        self.notices = notices
    }

    nonisolated func send(to mobile: String, text: String) {
        MainActor.assumeIsolated {
            notices?.post("[SMS to \(Mask.tail(mobile))] \(text)")
        }
    }
}
