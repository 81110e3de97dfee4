import Foundation

extension Ledger {
    /// One transfer being carried out: every check first, then the credit, the debit and the transactions,
    /// so a refusal (a thrown `TransferFailure`) always comes before the first write to the wallet.
    struct Execution {
        let ledger: Ledger
        let userID: String
        let date: Date
        /// The new transfer's reference number; transaction ids are derived from it.
        let transferReference: String

        func move(_ order: TransferOrder, in wallet: inout WalletState) throws(TransferFailure) -> TransferReceipt {
            guard
                let sourceIndex = wallet.accounts.firstIndex(where: { $0.id == order.sourceID && $0.userID == userID })
            else {
                throw .sourceUnavailable("The account you chose is no longer in your wallet.")
            }
            let source = try Ledger.source(wallet.accounts[sourceIndex]).get()
            let fee = ledger.fee(for: order.payee, currency: source.currency)
            let due = try dueLimit(order.payee, source: source, in: wallet)
            _ = try ledger.check(order.amount, source: source, fee: fee, due: due).get()
            let (counterparty, mobile, quote) = try credit(order, source: source, in: &wallet)
            wallet.accounts[sourceIndex].balance -= order.amount + fee
            var debit = transaction(
                "D", account: source, direction: .debit, amount: order.amount, counterparty: counterparty, order: order,
                category: order.payee.category)
            debit.counterpartyMobile = mobile
            // A converted payment: the debit records what arrived and the rate (the credit records what was sent).
            debit.otherLeg = quote.map { OtherLeg($0, onSenderSide: true) }
            wallet.transactions.append(debit)
            if fee > 0 {
                wallet.transactions.append(
                    transaction(
                        "F", account: source, direction: .debit, amount: fee, counterparty: "Swippy transfer fee",
                        order: order,
                        category: InternalMoves.feeCategory))
            }
            return TransferReceipt(
                reference: transferReference, amount: Money(order.amount, source.currency),
                fee: Money(fee, source.currency),
                counterparty: counterparty, sourceName: source.name, newBalance: wallet.accounts[sourceIndex].money,
                debit: debit, received: quote?.received)
        }

        /// Credits the receiving side (when Swippy holds it) and returns the counterparty of the debit, with the
        /// payee's mobile when the payee is another Swippy user and the quote when the money changed currency.
        private func credit(_ order: TransferOrder, source: BankAccount, in wallet: inout WalletState)
            throws(TransferFailure) -> (name: String, mobile: String?, quote: CurrencyQuote?)
        {
            switch order.payee {
            case .beneficiary(let beneficiary):
                let quote = try creditHeldAccount(
                    number: beneficiary.accountNumber, ifsc: beneficiary.ifsc, source: source, order: order, in: &wallet
                )
                return (beneficiary.name, nil, quote)
            case .newAccount(let details):
                _ = try ledger.verify(details, source: source, in: wallet).get()
                let quote = try creditHeldAccount(
                    number: details.accountNumber, ifsc: details.ifsc, source: source, order: order, in: &wallet)
                return (details.name, nil, quote)
            case .swippyUser(let recipient):
                return try creditSwippyUser(recipient, source: source, order: order, in: &wallet)
            case .ownAccount(let id):
                let (name, quote) = try creditOwnAccount(id, source: source, order: order, in: &wallet)
                return (name, nil, quote)
            case .cardDue(let position):
                return (try payCard(at: position, source: source, order: order, in: &wallet), nil, nil)
            }
        }

        /// When Swippy holds the account with `number` and `ifsc` (whoever owns it), credits it (converted when it
        /// holds another currency) and returns the quote when converted; nothing when the account is outside
        /// Swippy (the money leaves the system).
        private func creditHeldAccount(
            number: String, ifsc: String, source: BankAccount, order: TransferOrder, in wallet: inout WalletState
        ) throws(TransferFailure) -> CurrencyQuote? {
            guard let target = Ledger.heldAccount(number: number, ifsc: ifsc, in: wallet),
                let index = wallet.accounts.firstIndex(where: { $0.id == target.id })
            else {
                // The money would leave Swippy: a bank that does not answer takes nothing.
                let entry = ledger.reference.ifscDirectory.first { $0.code == ifsc.uppercased() }
                if entry?.answers == false { throw TransferFailure.bankDidNotAnswer }
                return nil
            }
            _ = try Ledger.receiving(target, from: source).get()
            let sender =
                target.userID == userID ? "\(source.name) (own account)" : wallet.user(userID)?.name ?? "Swippy user"
            return try creditAccount(at: index, source: source, counterparty: sender, order: order, in: &wallet)
        }

        /// Credits the account at `index` with `order`'s amount, converted by the one rule when it holds another
        /// currency than `source` (`Ledger.arrival`: rounded down; refused, before any write, when it would arrive
        /// as nothing). `mobile` is the sender's, when another Swippy user sent it. A converted credit records what
        /// was sent and the rate (`OtherLeg`). Returns the quote when converted.
        private func creditAccount(
            at index: Int, source: BankAccount, counterparty: String, mobile: String? = nil, order: TransferOrder,
            in wallet: inout WalletState
        ) throws(TransferFailure) -> CurrencyQuote? {
            let target = wallet.accounts[index]
            let quote = try ledger.arrival(of: order.amount, from: source.currency, to: target.currency).get()
            let amount = quote?.received.amount ?? order.amount
            wallet.accounts[index].balance += amount
            var credit = transaction(
                "C", account: target, direction: .credit, amount: amount, counterparty: counterparty, order: order,
                category: "transfer")
            credit.counterpartyMobile = mobile
            credit.otherLeg = quote.map { OtherLeg($0, onSenderSide: false) }
            wallet.transactions.append(credit)
            return quote
        }

        private func creditSwippyUser(
            _ recipient: SwippyRecipient, source: BankAccount, order: TransferOrder, in wallet: inout WalletState
        ) throws(TransferFailure) -> (name: String, mobile: String?, quote: CurrencyQuote?) {
            let sender = wallet.user(userID)
            let found = try ledger.recipient(
                mobile: recipient.mobile, senderID: userID, currency: source.currency, in: wallet
            ).get()
            guard let target = ledger.receivingAccount(of: found, currency: source.currency, in: wallet),
                let index = wallet.accounts.firstIndex(where: { $0.id == target.id })
            else {
                throw .recipientNotFound(
                    "Recipient not found: \(found.name) has no account that can receive \(source.currency).")
            }
            // Another currency: each side records its own amount, converted by the one rule.
            let quote = try creditAccount(
                at: index, source: source, counterparty: sender?.name ?? "Swippy user", mobile: sender?.mobile,
                order: order, in: &wallet)
            return (found.name, found.mobile, quote)
        }

        private func creditOwnAccount(
            _ id: String, source: BankAccount, order: TransferOrder, in wallet: inout WalletState
        ) throws(TransferFailure) -> (name: String, quote: CurrencyQuote?) {
            guard id != source.id, let index = wallet.accounts.firstIndex(where: { $0.id == id && $0.userID == userID })
            else {
                throw .recipientNotFound("Recipient not found: choose another of your accounts.")
            }
            let target = try Ledger.ownTarget(wallet.accounts[index], source: source).get()
            let quote = try creditAccount(
                at: index, source: source, counterparty: "\(source.name) (own account)", order: order, in: &wallet)
            return ("\(target.name) (own account)", quote)
        }

        private func payCard(
            at position: Int, source: BankAccount, order: TransferOrder, in wallet: inout WalletState
        ) throws(TransferFailure) -> String {
            guard wallet.cards.indices.contains(position), let due = wallet.cards[position].due else {
                throw .recipientNotFound("Recipient not found: this card has no due to pay.")
            }
            let card = wallet.cards[position]
            wallet.cards[position].due?.pay(order.amount)
            // A line with a recorded use (after a cash withdrawal) is used less by what was paid.
            if let used = wallet.cards[position].creditUsed {
                wallet.cards[position].creditUsed = max(0, used - order.amount)
            }
            wallet.transactions.append(
                Transaction(
                    id: "\(transferReference)-C", date: date, cardNumber: card.number, direction: .credit,
                    amount: order.amount,
                    currency: due.currency, counterparty: "Payment from \(source.name)", category: "card payment",
                    note: order.note, reference: transferReference))
            return card.label
        }

        /// For a card due: the most that may be paid, after checking the card, its owner and its currency.
        private func dueLimit(_ payee: Payee, source: BankAccount, in wallet: WalletState) throws(TransferFailure)
            -> Decimal?
        {
            guard case .cardDue(let position) = payee else { return nil }
            guard wallet.cards.indices.contains(position), let due = wallet.cards[position].due, due.isPayable,
                wallet.owner(of: wallet.cards[position]) == userID
            else { throw .recipientNotFound("Recipient not found: this card has nothing due.") }
            let code = ledger.currencyCode(due.currency)
            guard code == source.currency else {
                throw .currencyMismatch(
                    "Currency mismatch: the card is due in \(code), \(source.name) holds \(source.currency).")
            }
            return due.outstanding
        }

        private func transaction(
            _ suffix: String, account: BankAccount, direction: Transaction.Direction, amount: Decimal,
            counterparty: String,
            order: TransferOrder, category: String
        ) -> Transaction {
            Transaction(
                id: "\(transferReference)-\(suffix)", date: date, accountID: account.id, direction: direction,
                amount: amount,
                currency: account.currency, counterparty: counterparty, category: category, note: order.note,
                reference: transferReference)
        }
    }
}
