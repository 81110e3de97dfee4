import Foundation

/// The real `swippy --ui json`, driven the way a program would drive it: wait for the prompt line, read the screen
/// drawn before it (its view model), answer with one line. Every line the app writes on standard output must be
/// one JSON object, or the wait throws.
public final class JSONSession {
    /// A JSON object as `JSONSerialization` gives it.
    public typealias Object = [String: Any]

    /// Why a session could not go on.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    private let running: RunningSwippy
    private var linesRead = 0
    /// Every object read so far, in order.
    public private(set) var objects: [Object] = []
    /// The last screen drawn: its "module", "screen", "viewModel" and "prompt".
    public private(set) var screen: Object = [:]
    /// The prompt the app waits on.
    public private(set) var prompt: Object = [:]

    /// Starts swippy with `arguments` and `--ui json` in the tests' clean environment plus `environment`.
    public init(_ arguments: [String] = ["--ephemeral"], environment: [String: String] = [:]) throws {
        running = try RunningSwippy(
            arguments + ["--ui", "json"], environment: SwippyProcess.environment(adding: environment))
    }

    /// "Module.Presenter" of the last screen drawn.
    public var screenName: String {
        "\(screen["module"] as? String ?? "").\(screen["screen"] as? String ?? "")"
    }

    /// The view model of the last screen drawn.
    public var viewModel: Object { screen["viewModel"] as? Object ?? [:] }

    /// Waits for the app's next prompt line and returns it; throws when none comes within `seconds`, or when a
    /// line is not one JSON object.
    @discardableResult
    public func waitForPrompt(seconds: Double = 30) throws -> Object {
        var found: Object?
        _ = try Waiting.until(seconds: seconds) {
            found = try readToPrompt()
            return found != nil
        }
        guard let found else {
            throw Failure(
                description: "no prompt within \(seconds) s; the app wrote \(running.stdout.suffix(400)) "
                    + "and on stderr \(running.stderr.suffix(300))")
        }
        return found
    }

    /// Types `line` and waits for the next prompt.
    @discardableResult
    public func answer(_ line: String, seconds: Double = 30) throws -> Object {
        running.send(line + "\n")
        return try waitForPrompt(seconds: seconds)
    }

    /// Types `line` (a last answer, like q) without waiting for a prompt, ends the input and waits for the exit.
    public func finish(typing line: String? = nil) -> SwippyProcess.Output {
        if let line { running.send(line + "\n") }
        return running.finish()
    }

    /// Reads the finished lines not read yet, up to and including the first prompt (the app writes nothing more
    /// until it is answered); nil when no prompt has come yet.
    private func readToPrompt() throws -> Object? {
        let lines = running.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        while linesRead < lines.count {
            let line = lines[lines.startIndex + linesRead]
            linesRead += 1
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? Object else {
                throw Failure(description: "not one JSON object: \"\(line.prefix(300))\"")
            }
            objects.append(object)
            switch object["type"] as? String {
            case "screen": screen = object
            case "prompt":
                prompt = object
                return object
            default: break
            }
        }
        return nil
    }
}
