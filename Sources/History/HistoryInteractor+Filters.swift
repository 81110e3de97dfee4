import Foundation
import SwippyCore
import SwippyData

extension HistoryInteractor {
    /// The words the filters screen takes, for the one-line reason when a line matches none.
    nonisolated static let filterHelp =
        "Type from DATE, to DATE, min AMOUNT, max AMOUNT, currency CODE, in, out, account N, category NAME, "
        + "clear NAME or clear all."

    /// One line of the filters screen. A bad value changes nothing and says why in one line.
    func applyFilter(_ line: String) {
        state.update { next in
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
            let word = words.first?.lowercased() ?? ""
            let value = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
            var filter = next.filter
            if word == "category", next.categories == nil { next.categories = Self.categories(next.query) }
            let problem: String? =
                switch word {
                case "from", "to": setDay(word, value, &filter)
                case "min", "max": setAmount(word, value, &filter)
                case "currency": setCurrency(value, &filter)
                case "in" where value.isEmpty, "out" where value.isEmpty:
                    setDirection(word == "in" ? .credit : .debit, &filter)
                case "account": setAccount(value, next.holders, &filter)
                case "category": setCategory(value, next.categories ?? [], &filter)
                case "clear": clear(value.lowercased(), &filter)
                case "": "Nothing typed. " + Self.filterHelp + " Type b when done."
                default: "Unknown filter \"\(MenuInput.echo(line))\". " + Self.filterHelp
                }
            if let problem {
                next.notice = Notice(problem, after: next.notice)
                return
            }
            next.filter = filter
            run(&next)
            next.notice = Notice(
                "\(next.rows.count) of \(next.query.history.count) transactions shown.", after: next.notice)
        }
    }

    private func setDay(_ word: String, _ value: String, _ filter: inout TransactionFilter) -> String? {
        switch DateInput.parse(value, now: clock.now, in: zone) {
        case .failure(let problem):
            return problem.description
        case .success(let day):
            if word == "from" {
                if let to = filter.to, day > to { return "From (\(day.text)) must be on or before to (\(to.text))." }
                filter.from = day
            } else {
                if let from = filter.from, day < from {
                    return "To (\(day.text)) must be on or after from (\(from.text))."
                }
                filter.to = day
            }
            return nil
        }
    }

    private func setAmount(_ word: String, _ value: String, _ filter: inout TransactionFilter) -> String? {
        switch AmountInput.parse(value) {
        case .failure(let problem):
            return problem.description
        case .success(let amount):
            if word == "min" {
                if let maximum = filter.maximum, amount > maximum {
                    return "The minimum cannot be above the maximum (\(maximum))."
                }
                filter.minimum = amount
            } else {
                if let minimum = filter.minimum, amount < minimum {
                    return "The maximum cannot be below the minimum (\(minimum))."
                }
                filter.maximum = amount
            }
            return nil
        }
    }

    private func setCurrency(_ value: String, _ filter: inout TransactionFilter) -> String? {
        let known = repository.knownCurrencies()
        let code = value.uppercased()
        guard known.contains(code) else {
            return "Unknown currency \"\(value)\". Use one of \(known.joined(separator: ", "))."
        }
        filter.currency = code
        return nil
    }

    private func setAccount(
        _ value: String, _ holders: [(key: String, value: String)], _ filter: inout TransactionFilter
    ) -> String? {
        guard let index = MenuInput.choice(value, count: holders.count) else {
            return "Choose an account or card by its number, 1 to \(holders.count)."
        }
        filter.holder = holders[index].key
        return nil
    }

    private func setDirection(_ direction: Transaction.Direction, _ filter: inout TransactionFilter) -> String? {
        filter.direction = direction
        return nil
    }

    private func setCategory(_ value: String, _ categories: [String], _ filter: inout TransactionFilter) -> String? {
        guard let match = categories.first(where: { $0.caseInsensitiveCompare(value) == .orderedSame }) else {
            return "No category \"\(value)\". Use one of \(categories.joined(separator: ", "))."
        }
        filter.category = match
        return nil
    }

    private func clear(_ what: String, _ filter: inout TransactionFilter) -> String? {
        switch what {
        case "all": filter = TransactionFilter()
        case "search": filter.search = nil
        case "from": filter.from = nil
        case "to": filter.to = nil
        case "dates": (filter.from, filter.to) = (nil, nil)
        case "min": filter.minimum = nil
        case "max": filter.maximum = nil
        case "currency": filter.currency = nil
        case "in", "out", "direction": filter.direction = nil
        case "account": filter.holder = nil
        case "category": filter.category = nil
        default: return "Clear what? search, from, to, min, max, currency, direction, account, category or all."
        }
        return nil
    }

    /// The categories in the user's history, sorted (found when the filters first need them). A run of rows
    /// of one category is hashed once.
    static func categories(_ query: TransactionQuery) -> [String] {
        var found = Set<String>()
        var last: String?
        for row in query.history where row.category != last {
            found.insert(row.category)
            last = row.category
        }
        return found.sorted()
    }
}
