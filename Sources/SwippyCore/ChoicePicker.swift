import Foundation

/// The one picker for choosing an item of a long list by typing: a number chooses from the items listed (on any
/// page), `n`/`p` turn the page of a long list, and any other text is a search with one rule. A search whose
/// candidates are exactly one item (an exact code, or a query only one item matches) chooses it at once;
/// several are listed, numbered, to choose from; none gives a one-line reason.
///
/// A value kept in a flow's state: the interactor answers the input through it, the presenter lists `visible`.
/// Each module's data says what a query's candidates are (SwippyData's `CurrencyList.candidates` for
/// currencies), so Profile and Exchange pick alike.
public struct ChoicePicker<Item: Equatable & Sendable>: Equatable, Sendable {
    /// What an answer did.
    public enum Answer: Equatable, Sendable {
        /// The item the answer chose: by its number, or the one candidate of a search.
        case chosen(Item)
        /// The list changed (several matches listed, or a page turned); nothing is chosen yet.
        case listed
        /// Nothing changed; the one line says why.
        case refused(String)
    }

    /// What is listed: "currency" names one, `plural` several.
    public let noun: String
    /// The noun for several.
    public let plural: String
    /// The search listed now; empty while the offered items are listed.
    public private(set) var query = ""
    /// The items listed (the offered ones, or a search's matches), numbered from 1.
    public private(set) var items: [Item]
    /// The page of `items` shown.
    public private(set) var paging: Paging
    /// The items offered before any search.
    private let offered: [Item]

    /// A picker listing `offered` first, `pageSize` at a time.
    public init(offered: [Item], noun: String, plural: String? = nil, pageSize: Int = 10) {
        self.noun = noun
        self.plural = plural ?? noun + "s"
        self.offered = offered
        self.items = offered
        self.paging = Paging(itemCount: offered.count, pageSize: pageSize)
    }

    /// The items on the page shown.
    public var visible: [Item] { paging.visible(items) }

    /// "Choose a currency (1-23), or type a code or name to search": every number accepted, on any page.
    public var prompt: Prompt {
        items.isEmpty
            ? Prompt("Type a code or name to search")
            : Prompt(Prompt.choice("Choose a \(noun)", count: items.count).text + ", or type a code or name to search")
    }

    /// "11–20 of 23 · page 2 of 3 · n next, p previous" while the list has pages; nil on a single page.
    public var pageLine: String? {
        guard paging.pageCount > 1 else { return nil }
        let turns = [paging.hasNext ? "n next" : nil, paging.hasPrevious ? "p previous" : nil].compactMap { $0 }
        return paging.header() + " · " + turns.joined(separator: ", ")
    }

    /// Answers `input`: a number chooses that listed item, `n`/`p` turn a paged list, other text is searched
    /// through `candidates` (the items a query may mean: an exact code alone, otherwise every match).
    public mutating func answer(_ input: String, candidates: (String) -> [Item]) -> Answer {
        let typed = input.trimmingCharacters(in: .whitespaces)
        if let index = paging.choice(typed) { return .chosen(items[index]) }
        if let refusal = numberOutOfRange(typed) { return .refused(refusal) }
        if let forward = Paging.direction(typed, letters: paging.pageCount > 1) {
            if let refusal = paging.turn(forward: forward) { return .refused(refusal) }
            return .listed
        }
        guard !typed.isEmpty else { return .refused("Type a \(noun)'s number, or a code or a name to search.") }
        let found = candidates(typed)
        switch found.count {
        case 0: return .refused("No \(noun) matches \"\(MenuInput.echo(typed))\"; try a code like EUR or a name.")
        case 1: return .chosen(found[0])
        default:
            query = typed
            items = found
            paging = Paging(itemCount: found.count, pageSize: paging.pageSize)
            return .listed
        }
    }

    /// Back to the offered items, before any search.
    public mutating func clear() {
        query = ""
        items = offered
        paging = Paging(itemCount: offered.count, pageSize: paging.pageSize)
    }

    /// The refusal of a number that no listed item has (nil when `typed` is not a number): a number is never
    /// searched for as a code or a name.
    private func numberOutOfRange(_ typed: String) -> String? {
        guard MenuInput.number(typed) != nil else { return nil }
        let count = items.count
        let range = count == 0 ? "no \(noun) is numbered now" : count == 1 ? "type 1" : "type a number 1-\(count)"
        return "There is no \(noun) \(MenuInput.echo(typed)) on the list: \(range), or a code or name to search."
    }
}
