import Foundation
import SwippyText

/// What the shell shows before it reads a line, and how it reads it.
public struct Prompt: Equatable, Sendable {
    /// The text before the cursor, without the trailing "> ".
    public var text: String
    /// Secrets (PINs, one-time codes) are read without echo on a terminal.
    public var isSecret: Bool

    /// A prompt for a plain answer ("Amount", "Mobile number"). A choice says what to type and its range:
    /// `option(count:)` for a menu, `choice(_:count:)` for a list of things. The default text is only for a
    /// view model's placeholder before its first state.
    public init(_ text: String = "Choose an option", isSecret: Bool = false) {
        self.text = text
        self.isSecret = isSecret
    }

    /// "Choose a card (1-6)", or "Choose a card (1)" when there is a single option; the count grouped as the
    /// list's header groups it ("Choose a transaction (1-9,99,998)"), which `MenuInput` accepts typed.
    public static func choice(_ text: String, count: Int, grouping: DigitGrouping = .thousands) -> Prompt {
        Prompt(count == 1 ? "\(text) (1)" : "\(text) (1-\(grouping.count(count)))")
    }

    /// The one wording of a menu of actions: "Choose an option (1-9)" (a list of things says what it lists,
    /// through `choice`: "Choose a card (1-6)").
    public static func option(count: Int) -> Prompt {
        choice("Choose an option", count: count)
    }

    /// The one wording of a screen with nothing left to choose (a result, a detail, a message): b leaves it,
    /// as it leaves every screen; a screen that also takes Enter there need not say so.
    public static let back = Prompt("Type b to go back")

    /// The one wording of a confirmation: "Send it? (y/n)", answered through `YesNo`.
    public static func confirm(_ question: String) -> Prompt {
        Prompt("\(question) (y/n)")
    }

    /// True when the answer is a choice from what the screen lists (a number, or y or n: the prompts
    /// `choice`, `option` and `confirm` make), not free text. Only there does the shell take a home word
    /// ("history") as leaving for that feature; a prompt that takes text (a name, a search) keeps it.
    public var isChoice: Bool {
        !isSecret && text.range(of: #"\((1(-[0-9,]+)?|y/n)\)$"#, options: .regularExpression) != nil
    }

    /// A prompt whose answer is not echoed on a terminal.
    public static func secret(_ text: String) -> Prompt {
        Prompt(text, isSecret: true)
    }
}
