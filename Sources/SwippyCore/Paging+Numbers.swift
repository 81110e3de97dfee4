import SwippyText

/// The one numbering rule of every paged list: an item's number is its place in the whole list, so page 2
/// of a 6-per-page list numbers 7–12, and typing a number chooses that item wherever it is — on the page
/// shown or on another one (typing 9 on page 1 opens the 9th item). The header, the prompt and the line for
/// an answer that matches nothing say the same numbers.
extension Paging {
    /// The number shown beside the item at `offset` on the page shown (from 0): its place in the whole list,
    /// from 1.
    public func number(at offset: Int) -> Int { range.lowerBound + offset + 1 }

    /// The item `input` chooses, as an index into the whole list: a number from 1 to `itemCount`, on this page
    /// or another. nil for anything else.
    public func choice(_ input: String) -> Int? {
        MenuInput.choice(input, count: itemCount)
    }

    /// "7–12 of 40 cards · page 2 of 7"; "6 cards" when they all fit on one page; "0 cards" when empty.
    /// Without a noun: "7–12 of 40 · page 2 of 7", "1–6 of 6" on a single page, "none" when empty.
    /// Every number is grouped as the user's money is (`grouping`): "1–6 of 9,99,998 rows · page 1 of 1,66,667".
    /// The dash is an en dash, as every list has drawn it (the ASCII fold turns it into "-" off UTF-8).
    public func header(_ noun: String? = nil, plural: String? = nil, grouping: DigitGrouping = .thousands) -> String {
        let counted = noun.map { Plural.of(itemCount, $0, plural: plural, grouping: grouping) }
        if pageCount == 1, let counted { return counted }
        guard itemCount > 0 else { return "none" }
        let first = grouping.count(range.lowerBound + 1)
        let last = grouping.count(range.upperBound)
        let shown = range.count == 1 ? first : "\(first)–\(last)"
        let of = "\(shown) of \(counted ?? grouping.count(itemCount))"
        return pageCount == 1 ? of : "\(of) · page \(grouping.count(page + 1)) of \(grouping.count(pageCount))"
    }

    /// The prompt of a paged list: "Choose a card (1-40)", every number it accepts (a number chooses its item
    /// on any page), the same range its `unknownHint` names.
    public func prompt(_ text: String, grouping: DigitGrouping = .thousands) -> Prompt {
        itemCount == 0 ? Prompt(text) : Prompt.choice(text, count: itemCount, grouping: grouping)
    }

    /// The one line for an answer that matched nothing on a paged list: what was typed, the numbers that
    /// choose, and how to turn the page.
    public func unknownHint(_ input: String, grouping: DigitGrouping = .thousands) -> String {
        let start = input.isEmpty ? "Nothing typed." : "Unknown choice \"\(MenuInput.echo(input))\"."
        let numbers =
            switch itemCount {
            case 0: ""
            case 1: "1, "
            default: "a number 1-\(grouping.count(itemCount)), "
            }
        let turn =
            switch (hasPrevious, hasNext) {
            case (false, true): "n for the next page, "
            case (true, false): "p for the previous page, "
            case (true, true): "n or p for another page, "
            case (false, false): ""
            }
        return "\(start) Type \(numbers)\(turn)b to go back, or ? for help."
    }

    /// What an answer on a paged list asks for.
    public enum Answer: Equatable, Sendable {
        /// `n`/`p`: turn one page forward (or back).
        case turn(forward: Bool)
        /// A number from 1 to `itemCount`: that item, as an index into the whole list.
        case choose(Int)
        /// Anything else: the one line that says what works (`unknownHint`).
        case unknown(hint: String)
    }

    /// The one reading of an answer on a paged list: a page step, an item on any page, or the hint.
    public func answer(_ input: String, grouping: DigitGrouping = .thousands) -> Answer {
        if let forward = Self.direction(input) { return .turn(forward: forward) }
        if let index = choice(input) { return .choose(index) }
        return .unknown(hint: unknownHint(input, grouping: grouping))
    }

    /// The page step a word asks for: true for "n"/"next", false for "p"/"prev"/"previous", nil otherwise.
    /// Without `letters` only the words turn the page: beside a yes/no question, "n" answers no.
    public static func direction(_ input: String, letters: Bool = true) -> Bool? {
        switch input.lowercased() {
        case "next": true
        case "prev", "previous": false
        case "n" where letters: true
        case "p" where letters: false
        default: nil
        }
    }

    /// The paging turned to the page that holds item `index` (an index into the whole list).
    public func showing(_ index: Int) -> Paging {
        var moved = self
        while !moved.range.contains(index), let next = index < moved.range.lowerBound ? moved.previous() : moved.next()
        {
            moved = next
        }
        return moved
    }
}
