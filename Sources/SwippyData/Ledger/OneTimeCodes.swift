import Foundation

/// Issues and checks one-time codes. Codes live only in memory, only as salted hashes; each is valid
/// for `validityMinutes`, works once, and is replaced by the next code sent to the same number.
public final class OneTimeCodes {
    /// Digits in a code.
    public static let length = 6

    private struct Pending {
        var hash: SecretHash
        var purpose: CodePurpose
        var sentAt: Date
        var wrongTries: Int
    }

    private let clock: any WallClock
    private let generator: any CodeGenerator
    private let outbox: any SMSOutbox
    private let validity: TimeInterval
    private let maxWrongTries: Int
    private var pending: [String: Pending] = [:]

    /// Codes timed by `clock`, made by `generator`, sent through `outbox`.
    public init(
        clock: any WallClock, generator: any CodeGenerator, outbox: any SMSOutbox, validityMinutes: Int,
        maxWrongTries: Int
    ) {
        self.clock = clock
        self.generator = generator
        self.outbox = outbox
        // In seconds as a Double: minutes from a file times 60 cannot overflow.
        self.validity = TimeInterval(max(1, validityMinutes)) * 60
        self.maxWrongTries = max(1, maxWrongTries)
    }

    /// Minutes a code stays valid.
    public var validityMinutes: Int { Int(exactly: (validity / 60).rounded()) ?? Int.max }

    /// Sends a new code to `mobile` for `purpose`; any earlier code for that number stops working.
    public func send(to mobile: String, for purpose: CodePurpose) {
        let code = generator.nextCode(length: Self.length)
        var random = SystemRandomNumberGenerator()
        pending[mobile] = Pending(
            hash: SecretHash.make(code, using: &random), purpose: purpose, sentAt: clock.now, wrongTries: 0)
        outbox.send(to: mobile, text: "Your Swippy code is \(code)")
    }

    /// True when a code for `mobile` and `purpose` is waiting and still valid.
    public func hasPendingCode(for mobile: String, purpose: CodePurpose) -> Bool {
        guard let entry = pending[mobile], entry.purpose == purpose else { return false }
        return clock.now.timeIntervalSince(entry.sentAt) <= validity
    }

    /// Checks `code` for `mobile` and `purpose`. A match uses the code up.
    public func verify(_ code: String, for mobile: String, purpose: CodePurpose) -> CodeCheck {
        guard var entry = pending[mobile], entry.purpose == purpose else { return .noCode }
        guard clock.now.timeIntervalSince(entry.sentAt) <= validity else {
            pending[mobile] = nil
            return .expired
        }
        if entry.hash.matches(code) {
            pending[mobile] = nil
            return .accepted
        }
        entry.wrongTries += 1
        guard entry.wrongTries < maxWrongTries else {
            pending[mobile] = nil
            return .exhausted
        }
        pending[mobile] = entry
        return .wrong(attemptsLeft: maxWrongTries - entry.wrongTries)
    }

    /// Forgets any code waiting for `mobile`.
    public func cancel(for mobile: String) {
        pending[mobile] = nil
    }
}
