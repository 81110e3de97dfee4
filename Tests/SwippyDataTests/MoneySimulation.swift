import Foundation
import SwippyData
import SwippyTestSupport

/// One episode of the money simulation: three users in three currencies (and accounts in a fourth), two credit
/// lines, the shipped data's USD quotes, and random operations on them, each with what it is allowed to change.
struct MoneySimulation {
    /// What an operation did, for the checks.
    struct Step {
        var name: String
        var refused: Bool
        /// Money that came from outside Swippy, per currency (a bank-transfer deposit).
        var outside: [String: Decimal] = [:]
        /// Currencies that received a converted credit: their own total may grow, the value may not.
        var convertedInto: Set<String> = []
    }

    static let users = ["u-asha", "u-rahul", "u-emma"]
    static let recipients = [
        SwippyRecipient(userID: "u-asha", name: "Asha Rao", mobile: "9876543210"),
        SwippyRecipient(userID: "u-rahul", name: "Rahul Mehta", mobile: "9123456780"),
        SwippyRecipient(userID: "u-emma", name: "Emma Clarke", mobile: "9988776655"),
    ]

    let ledger: Ledger
    var wallet: WalletState
    var serial = 0
    var date = TransferFixture.date

    init() {
        var reference = TransferFixture.reference(perTransfer: 200_000)
        reference.exchangeRates = ConversionRuleTests.rates
        reference.currencies.append(Currency(code: "JPY", name: "Japanese Yen", symbol: "¥"))
        reference.currencies.append(Currency(code: "KWD", name: "Kuwaiti Dinar"))
        ledger = Ledger(reference: reference)
        wallet = CreditFixture.wallet()
        for (user, currency) in [("u-asha", "JPY"), ("u-emma", "INR"), ("u-rahul", "GBP"), ("u-rahul", "KWD")] {
            _ = ledger.addAccount(name: currency, currency: currency, userID: user, in: &wallet)
        }
        var rahuls = wallet.cards[0]
        (rahuls.number, rahuls.userID, rahuls.creditLimit, rahuls.creditUsed) = (
            "5500 0000 0000 0004", "u-rahul", 60_000, 0
        )
        var expired = wallet.cards[0]
        (expired.number, expired.expiry) = ("4000 0000 0000 0002", CardExpiry(month: 1, year: 2020))
        wallet.cards += [rahuls, expired]
    }

    // MARK: - Operations

    /// One random operation; what it did.
    mutating func step(using generator: inout SeededGenerator) -> Step {
        serial += 1
        date += 1
        let user = Self.users.randomElement(using: &generator) ?? "u-asha"
        let accounts = wallet.accounts(of: user)
        guard let source = accounts.randomElement(using: &generator),
            let other = accounts.randomElement(using: &generator)
        else { return Step(name: "none", refused: true) }
        let amount = Self.amount(in: source.currency, using: &generator)
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return send(amount, from: source, to: .swippyUser(recipient(except: user, using: &generator)))
        case 1: return send(amount, from: source, to: .ownAccount(id: other.id))
        case 2: return roundTrip(amount, from: source, to: recipient(except: user, using: &generator))
        case 3: return drawFromCard(amount, into: source, using: &generator)
        case 4: return credit(.withdraw, amount, account: source, using: &generator)
        case 5: return credit(.repay, amount, account: source, using: &generator)
        case 6: return payDue(amount, from: source, using: &generator)
        case 7: return deposit(amount, into: source)
        default:
            let refused = !isSuccess(ledger.withdraw(amount, from: source.id, userID: user, date: date, in: &wallet))
            return Step(name: "withdraw", refused: refused)
        }
    }

    /// A transfer carried out by the rule `Ledger.send` runs once the PIN passed (the PIN gate is PBKDF2, slow in
    /// a debug build; the credit operations still pass through it).
    mutating func send(_ amount: Decimal, from source: BankAccount, to payee: Payee) -> Step {
        let order = TransferOrder(
            sourceID: source.id, payee: payee, amount: amount, note: "", requestID: "req-\(serial)")
        let result = ledger.carryOut(
            order, userID: source.userID, date: date, transferReference: "SIM\(serial)", in: &wallet)
        guard case .sent(let receipt) = result else { return Step(name: "send", refused: true) }
        return Step(
            name: "send", refused: false, convertedInto: Set([receipt.received?.currency].compactMap { $0 }))
    }

    /// A send to another user and, when it arrived, what arrived sent straight back.
    mutating func roundTrip(_ amount: Decimal, from source: BankAccount, to recipient: SwippyRecipient) -> Step {
        guard let target = ledger.receivingAccount(of: recipient, currency: source.currency, in: wallet) else {
            return Step(name: "round trip", refused: true)
        }
        var there = send(amount, from: source, to: .swippyUser(recipient))
        there.name = "round trip"
        guard !there.refused, let arrived = wallet.transactions.last(where: { $0.reference == "SIM\(serial)" })
        else { return there }
        let sender = Self.recipients.first { $0.userID == source.userID } ?? Self.recipients[0]
        serial += 1
        var back = send(arrived.amount, from: target, to: .swippyUser(sender))
        back.name = "round trip"
        back.convertedInto.formUnion(there.convertedInto)
        return back
    }

    mutating func drawFromCard(_ amount: Decimal, into account: BankAccount, using generator: inout SeededGenerator)
        -> Step
    {
        let cards = wallet.walletCards(of: account.userID)
        guard let card = cards.randomElement(using: &generator)?.card else { return Step(name: "draw", refused: true) }
        let result = ledger.deposit(
            amount, into: account.id, from: card.label, userID: account.userID, date: date, isUsed: { _, _ in false },
            in: &wallet)
        return Step(name: "draw", refused: !isSuccess(result))
    }

    mutating func credit(
        _ kind: CreditOrder.Kind, _ amount: Decimal, account: BankAccount, using generator: inout SeededGenerator
    ) -> Step {
        let position = wallet.walletCards(of: account.userID).randomElement(using: &generator)?.position ?? 0
        let order = CreditOrder(
            kind: kind, cardPosition: position, accountID: account.id, amount: amount, requestID: "req-\(serial)")
        let reference = "SIM\(serial)"
        let result = ledger.submit(
            order, pin: TransferFixture.pin, userID: account.userID, date: date, newReference: { reference },
            isUsed: { _, _ in false }, in: &wallet)
        guard case .finished(.sent) = result else { return Step(name: "credit \(kind)", refused: true) }
        return Step(name: "credit \(kind)", refused: false)
    }

    mutating func payDue(_ amount: Decimal, from source: BankAccount, using generator: inout SeededGenerator) -> Step {
        let position = wallet.walletCards(of: source.userID).randomElement(using: &generator)?.position ?? 0
        var step = send(amount, from: source, to: .cardDue(position: position))
        step.name = "pay due"
        return step
    }

    mutating func deposit(_ amount: Decimal, into account: BankAccount) -> Step {
        let result = ledger.deposit(
            amount, into: account.id, from: Ledger.bankTransferSource, userID: account.userID, date: date,
            isUsed: { _, _ in false }, in: &wallet)
        let refused = !isSuccess(result)
        return Step(name: "deposit", refused: refused, outside: refused ? [:] : [account.currency: amount])
    }

    // MARK: - Helpers

    func recipient(except user: String, using generator: inout SeededGenerator) -> SwippyRecipient {
        Self.recipients.filter { $0.userID != user }.randomElement(using: &generator) ?? Self.recipients[0]
    }

    /// An amount in `currency`'s minor units: often a few minor units (where rounding shows), else up to 60,000.
    static func amount(in currency: String, using generator: inout SeededGenerator) -> Decimal {
        let small = Bool.random(using: &generator)
        var amount = Decimal(Int.random(in: small ? 1...300 : 1...6_000_000, using: &generator))
        for _ in 0..<Currency.decimalPlaces(of: currency) { amount /= 10 }
        return amount
    }

    func isSuccess<Value>(_ result: Result<Value, TransferFailure>) -> Bool {
        if case .success = result { return true }
        return false
    }
}
