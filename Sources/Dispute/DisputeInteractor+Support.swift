import Foundation
import SwippyCore
import SwippyData

/// Email support: subject → message → y/n; the message goes to the local outbox (mail is simulated).
extension DisputeInteractor {
    func beginEmail() {
        state.update { $0.email = DisputeState.EmailDraft() }
    }

    func enterSubject(_ text: String) {
        state.update { next in
            switch DisputeRules.text(text, named: "subject", minimum: 1, maximum: DisputeRules.maxSubjectLength) {
            case .failure(let error):
                next.say(error.message)
            case .success(let subject):
                next.email.subject = subject
                next.email.step = .body
            }
        }
    }

    func enterBody(_ text: String) {
        state.update { next in
            switch DisputeRules.text(
                text, named: "message", minimum: DisputeRules.minBodyLength, maximum: DisputeRules.maxBodyLength)
            {
            case .failure(let error):
                next.say(error.message)
            case .success(let body):
                next.email.body = body
                next.email.step = .confirm
            }
        }
    }

    func answerEmail(_ answer: YesNo?) {
        state.update { next in
            switch answer {
            case .yes:
                let message = OutboxMessage(
                    id: "", to: next.support.email, subject: next.email.subject, body: next.email.body,
                    sentAt: clock.now)
                do {
                    next.email.step = .sent(try repository.sendSupportEmail(message))
                    next.step = .emailSent
                } catch {
                    next.say("The message was not saved: \(error)")
                }
            case .no:
                next.email.step = .body
                next.say("Not sent. Type the message again, or b to change the subject.")
            case nil:
                next.say("Type y to send the message or n to change it.")
            }
        }
    }

    func stepBackInEmail() -> Bool {
        var steppedBack = true
        state.update { next in
            switch next.email.step {
            case .subject, .sent: steppedBack = false
            case .body: next.email.step = .subject
            case .confirm: next.email.step = .body
            }
        }
        return steppedBack
    }
}
