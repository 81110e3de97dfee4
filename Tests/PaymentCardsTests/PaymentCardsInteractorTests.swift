import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import PaymentCards

@MainActor
@Suite("PaymentCards interactor")
struct PaymentCardsInteractorTests {
    let repository = FakePaymentCardsRepository(Sample.walletCards(5))

    private func loaded(pageSize: Int = 2) -> PaymentCardsInteractor {
        let interactor = PaymentCardsInteractor(repository: repository, pageSize: pageSize, zone: SwippyDate.utc)
        interactor.load()
        return interactor
    }

    @Test func beforeLoading_theStateIsLoadingAndEmpty() {
        let interactor = PaymentCardsInteractor(repository: repository, pageSize: 2, zone: SwippyDate.utc)
        #expect(interactor.state.value.phase == .loading)
        #expect(interactor.state.value.cards.isEmpty)
        #expect(repository.cardsCallCount == 0)
    }

    @Test func load_success_publishesTheCards() {
        let interactor = loaded()
        #expect(interactor.state.value.phase == .loaded)
        #expect(interactor.state.value.cards == repository.walletCards)
        #expect(repository.cardsCallCount == 1)
    }

    @Test func load_publishesOneChangePerLoad_andNoneWhenNothingChanged() {
        let interactor = PaymentCardsInteractor(repository: repository, pageSize: 2, zone: SwippyDate.utc)
        var phases: [PaymentCardsState.Phase] = []
        let token = interactor.state.observe { phases.append($0.phase) }
        interactor.load()
        interactor.load()
        #expect(phases == [.loading, .loaded])
        withExtendedLifetime(token) {}
    }

    @Test func load_failure_publishesTheReasonAndNoCards() {
        let interactor = loaded()
        repository.cardsFailure = FakeError(description: "disk on fire")
        interactor.load()
        #expect(interactor.state.value.phase == .failed("Could not load your cards: disk on fire"))
        #expect(interactor.state.value.cards.isEmpty)
        #expect(interactor.state.value.paging.page == 0)
    }

    @Test func load_empty_isLoadedWithOnePage() {
        repository.walletCards = []
        let interactor = loaded()
        #expect(interactor.state.value.phase == .loaded)
        #expect(interactor.state.value.paging.pageCount == 1)
        #expect(interactor.state.value.visibleCards.isEmpty)
        #expect(!interactor.state.value.paging.hasNext)
        #expect(!interactor.state.value.paging.hasPrevious)
    }

    @Test func paging_pageSizeTwoOverFiveCards_givesThreePages() {
        let interactor = loaded()
        let titles = { interactor.state.value.visibleCards.map(\.card.title) }
        #expect(interactor.state.value.paging.pageCount == 3)
        #expect(titles() == ["Card 1", "Card 2"])
        interactor.turnPage(forward: true)
        #expect(titles() == ["Card 3", "Card 4"])
        interactor.turnPage(forward: true)
        #expect(titles() == ["Card 5"])
        #expect(interactor.state.value.notice == nil)
        interactor.turnPage(forward: false)
        interactor.turnPage(forward: false)
        #expect(titles() == ["Card 1", "Card 2"])
        #expect(interactor.state.value.notice == nil)
    }

    @Test func pagingPastTheEnds_saysSoEachTime_andStays() {
        let interactor = loaded()
        interactor.turnPage(forward: false)
        #expect(interactor.state.value.notice?.text == "This is the first page.")
        interactor.turnPage(forward: true)
        interactor.turnPage(forward: true)
        let before = interactor.state.value.notice
        interactor.turnPage(forward: true)
        #expect(interactor.state.value.notice?.text == "This is the last page.")
        interactor.turnPage(forward: true)
        #expect(interactor.state.value.notice?.text == "This is the last page.")
        #expect(interactor.state.value.notice != before)
        #expect(interactor.state.value.paging.page == 2)
    }

    @Test func reload_keepsTheCurrentPage() {
        let interactor = loaded()
        interactor.turnPage(forward: true)
        interactor.load()
        #expect(interactor.state.value.paging.page == 1)
        #expect(repository.cardsCallCount == 2)
    }

    @Test func reload_withFewerCards_clampsThePage() {
        let interactor = loaded()
        interactor.turnPage(forward: true)
        interactor.turnPage(forward: true)
        repository.walletCards = Array(repository.walletCards.prefix(3))
        interactor.load()
        #expect(interactor.state.value.paging.page == 1)
        #expect(interactor.state.value.visibleCards.map(\.card.title) == ["Card 3"])
        repository.walletCards = []
        interactor.load()
        #expect(interactor.state.value.paging.page == 0)
    }

    @Test func aPageSizeBelowOne_isTreatedAsOne() {
        let interactor = loaded(pageSize: 0)
        #expect(interactor.state.value.paging.pageSize == 1)
        #expect(interactor.state.value.paging.pageCount == 5)
    }

    @Test func cardAt_findsTheCardByItsWalletPosition() {
        let interactor = loaded()
        #expect(interactor.state.value.card(at: 4)?.card.title == "Card 3")
        #expect(interactor.state.value.card(at: 3) == nil)
        #expect(interactor.state.value.card(at: 99) == nil)
    }

    /// Loads a wallet holding only `card` and asks for its statement.
    private func statement(for card: WalletCard) -> Result<CardStatement, PaymentCardsError>? {
        repository.walletCards = [card]
        let interactor = loaded()
        interactor.openCard(position: card.position)
        interactor.showStatement()
        return interactor.state.value.statements[card.card.number]
    }

    private func builtStatement(_ card: WalletCard) throws -> CardStatement {
        guard let result = statement(for: card) else { throw FakeError(description: "no statement was built") }
        return try result.get()
    }

    @Test func aCardNotInTheWallet_opensNothing_andBuildsNoStatement() {
        let interactor = loaded()
        interactor.openCard(position: 99)
        interactor.showStatement()
        #expect(interactor.state.value.step == .list)
        #expect(interactor.state.value.statements.isEmpty)
        #expect(repository.transactionsCallCount == 0)
    }

    @Test func aReload_rebuildsTheStatementShown_andDropsItOnceItIsLeft() {
        let card = WalletCard(position: 0, card: Sample.card("Empty"))
        repository.walletCards = [card]
        let interactor = loaded()
        interactor.openCard(position: 0)
        interactor.showStatement()
        #expect(interactor.state.value.statements.count == 1)
        interactor.load()
        #expect(interactor.state.value.statements.count == 1)
        #expect(repository.transactionsCallCount == 2)
        #expect(interactor.back())
        interactor.load()
        #expect(interactor.state.value.statements.isEmpty)
        #expect(repository.transactionsCallCount == 2)
    }

    @Test func statement_isBuiltFromTheLatestMonthOnly() throws {
        let card = WalletCard(
            position: 0, card: Sample.card("Millennia", due: Sample.due("242.33", .pending("due in 6 days"))))
        repository.transactionsByNumber[card.card.number] = [
            Sample.transaction("t3", "2026-11-20T10:00:00Z", "Zomato", "842.33"),
            Sample.transaction("t0", "2026-10-31T23:59:00Z", "Amazon.in", "1499"),
            Sample.transaction("t1", "2026-11-03T18:40:00Z", "Starbucks India", "242.33"),
            Sample.transaction("t2", "2026-11-05T09:00:00Z", "Payment received", "2099", .credit),
        ]
        let statement = try builtStatement(card)
        #expect(statement.transactions.map(\.id) == ["t1", "t2", "t3"])
        #expect(statement.totalDebits == Sample.decimal("1084.66"))
        #expect(statement.totalCredits == Sample.decimal("2099"))
        #expect(SwippyDate.iso(statement.periodStart) == "2026-11-01T00:00:00Z")
        #expect(statement.currency == "₹")
    }

    @Test func statement_withoutADue_usesTheTransactionsCurrency() throws {
        let card = WalletCard(position: 0, card: Sample.card("Plain"))
        repository.transactionsByNumber[card.card.number] = [
            Transaction(
                id: "t", date: Sample.date("2026-11-01"), cardNumber: card.card.number, direction: .debit,
                amount: 5, currency: "USD", counterparty: "Shop", category: "shopping", reference: "R")
        ]
        #expect(try builtStatement(card).currency == "USD")
    }

    @Test func statement_withoutTransactions_saysThereIsNoneYet() {
        let card = WalletCard(position: 0, card: Sample.card("Empty"))
        #expect(
            statement(for: card)
                == .failure(PaymentCardsError(message: "No statement yet: this card has no transactions.")))
    }

    @Test func statement_whenTheRepositoryFails_saysWhy() {
        repository.transactionsFailure = FakeError(description: "no network")
        let card = WalletCard(position: 0, card: Sample.card("Any"))
        #expect(
            statement(for: card)
                == .failure(PaymentCardsError(message: "Could not load the statement: no network")))
        #expect(repository.transactionsCallCount == 1)
    }
}
