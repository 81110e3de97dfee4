import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("MockData: the real file")
struct MockDataDecodingTests {
    @Test func theRealFile_loadsWithTheExpectedCounts() throws {
        let data = try Fixture.mockData()
        #expect(data.wallet.users.count == 3)
        #expect(data.wallet.accounts.count == 6)
        #expect(data.wallet.cards.count == 6)
        #expect(data.wallet.beneficiaries.count == 2)
        #expect(data.wallet.transactions.count == 25)
        #expect(data.wallet.disputes.count == 1)
        #expect(data.reference.ifscDirectory.count == 16)
        #expect(data.reference.ifscDirectory.filter { !$0.answers }.map(\.bank) == ["Yes Bank"])
        #expect(data.reference.bankAccounts.count == 4)
        #expect(data.wallet.transactions.first { $0.id == "t-3001" }?.counterpartyMobile == "9876543210")
        #expect(data.reference.currencyList.count == 164)
        #expect(data.reference.currencies.map(\.code) == ["INR", "USD", "EUR", "GBP", "AED", "SGD", "JPY"])
        #expect(data.reference.exchangeRates.base == "USD")
        #expect(data.reference.exchangeRates.rates.count >= 30)
        #expect(data.reference.exchangeRates.rates.allSatisfy { $0.history.count == 120 })
        #expect(data.reference.config.pageSize == 6)
        #expect(data.reference.config.maxWrongAttempts == 3)
    }

    @Test func theRealFile_hasTheDemoUsers() throws {
        let wallet = try Fixture.mockData().wallet
        #expect(wallet.users.map(\.name) == ["Asha Rao", "Rahul Mehta", "Emma Clarke"])
        #expect(wallet.user(mobile: "9876543210")?.id == Fixture.asha)
        #expect(wallet.user(mobile: "9988776655")?.currency == "GBP")
        #expect(wallet.user(Fixture.asha)?.transferPIN.matches(Fixture.ashaTransferPIN) == true)
        #expect(wallet.user(Fixture.asha)?.loginPIN.matches("4826") == true)
        #expect(wallet.user(Fixture.asha)?.loginPIN.matches("4827") == false)
        #expect(wallet.user(Fixture.asha).map { SwippyDate.calendarDay($0.memberSince) } == "12 Apr 2021")
    }

    @Test func theLoader_readsTheFileAndFingerprintsItsBytes() throws {
        let loaded = try MockDataLoader.load(from: Fixture.mockDataURL)
        #expect(loaded.data == (try Fixture.mockData()))
        let bytes = try Fixture.bytes()
        #expect(loaded.fingerprint == bytes.withUnsafeBytes { DataFingerprint.of($0) })
        #expect(loaded.fingerprint.hasPrefix("xxh64:"))
        #expect(loaded.fingerprint.count == 22)
    }

    @Test func amounts_decodeExactly() throws {
        let wallet = try Fixture.mockData().wallet
        #expect(wallet.cards[0].due?.amount == Decimal(string: "242.33"))
        #expect(wallet.cards[0].due?.money.formatted == "₹242.33")
        #expect(wallet.cards[2].due?.amount == Decimal(string: "5999.99"))
        #expect(wallet.accounts[0].balance == Decimal(string: "125000.5"))
        #expect(wallet.accounts[5].balance == Decimal(string: "820.4"))
    }

    @Test func sums_areExact() throws {
        let wallet = try Fixture.mockData().wallet
        let ashaBalances = wallet.accounts(of: Fixture.asha).reduce(Decimal(0)) { $0 + $1.balance }
        #expect(ashaBalances == Decimal(string: "176951.25"))
        let firstCard = wallet.transactions(ofCard: "4386 2894 0012 3456")
        let debits = firstCard.filter { $0.direction == .debit }.reduce(Decimal(0)) { $0 + $1.amount }
        #expect(debits == Decimal(string: "2583.66"))
        let signed = firstCard.reduce(Decimal(0)) { $0 + $1.signedAmount }
        #expect(signed == Decimal(string: "-484.66"))
        let dues = wallet.cards.compactMap(\.due).reduce(Decimal(0)) { $0 + $1.amount }
        #expect(dues == Decimal(string: "25892.32"))
    }

    @Test func dates_decodeInUTC() throws {
        let wallet = try Fixture.mockData().wallet
        let transaction = try #require(wallet.transactions.first { $0.id == "t-2004" })
        #expect(SwippyDate.iso(transaction.date) == "2026-11-03T18:40:00Z")
    }

    @Test func accountTransactions_areNewestFirst() throws {
        let wallet = try Fixture.mockData().wallet
        let dates = wallet.transactions(ofAccount: "acc-asha-savings").map(\.date)
        #expect(!dates.isEmpty)
        #expect(dates == dates.sorted(by: >))
    }
}

@Suite("MockData: Swippy card quirks")
struct CardQuirkTests {
    @Test func severalCards_mayShareOneID_andAllLoadInFileOrder() throws {
        let cards = try Fixture.mockData().wallet.cards
        #expect(cards.map(\.id) == ["card_1", "card_2", "card_3", "card_3", "card_5", "card_6"])
        #expect(cards[2].title == "Flipkart Axis Bank Card")
        #expect(cards[3].title == "SimplySAVE Card")
    }

    @Test func walletCards_areAddressedByPositionNotID() throws {
        let wallet = try Fixture.mockData().wallet
        let cards = wallet.walletCards(of: Fixture.asha)
        #expect(cards.map(\.position) == [0, 1, 2, 3, 4, 5])
        #expect(cards[3].card.title == "SimplySAVE Card")
        #expect(wallet.walletCards(of: "u-rahul").isEmpty)
    }

    /// `cards_total` (a wallet-wide count from a card feed, 8 beside 6 cards) was removed: no screen could use it
    /// truthfully. A file from before still loads, the key ignored, and it is never written back.
    @Test func anOldFileWithCardsTotal_stillLoads_andTheKeyIsGone() throws {
        let data = try Fixture.document { $0["cards_total"] = 8 }
        let wallet = try MockDataLoader.decode(data, file: "test.json").wallet
        #expect(wallet.cards.count == 6)
        #expect(!String(decoding: try JSONEncoder().encode(wallet), as: UTF8.self).contains("cards_total"))
        #expect(try Fixture.mockData().wallet.cards.count == 6)
    }

    @Test func aCardWithoutDue_hasNone() throws {
        let card = try Fixture.mockData().wallet.cards[3]
        #expect(card.due == nil)
        #expect(card.actions == [.viewDetails])
    }

    @Test func unknownBanksAndTypes_areKeptAsGiven() throws {
        let cards = try Fixture.mockData().wallet.cards
        #expect(cards[4].bankName == "Zeta Co-operative Bank")
        #expect(cards.map(\.type) == ["VISA", "MASTERCARD", "VISA", "RUPAY", "AMEX", "DINERS"])
    }

    @Test func unknownActions_areIgnored() throws {
        let cards = try Fixture.mockData().wallet.cards
        #expect(cards[2].actions == [.viewDetails, .payNow, .viewLastStatement])
        #expect(cards[4].actions == [.viewDetails, .payNow])
    }

    @Test func aCardWithNoActionsKey_hasNoActions() throws {
        let data = try Fixture.document { try $0.edit("cards", 0) { $0["actions"] = nil } }
        #expect(try MockDataLoader.decode(data, file: "test.json").wallet.cards[0].actions.isEmpty)
    }

    @Test func dueState_isFullyPaidOrFreeText() throws {
        let cards = try Fixture.mockData().wallet.cards
        #expect(cards[0].due?.state == .pending("due in 6 days"))
        #expect(cards[0].due?.state.label == "Due in 6 days")
        #expect(cards[1].due?.state == .fullyPaid)
        #expect(cards[1].due?.state.label == "Fully paid")
        #expect(cards[4].due?.state == .pending("overdue by 3 days"))
    }

    @Test func dueState_fullyPaid_isRecognisedInAnyCase() throws {
        let data = try Fixture.document {
            try $0.edit("cards", 0) { $0["due"] = ["id": "d", "amount": 1, "currency": "₹", "state": "FULLY_PAID"] }
        }
        #expect(try MockDataLoader.decode(data, file: "test.json").wallet.cards[0].due?.state == .fullyPaid)
    }

    @Test func currency_mayBeASymbolOrACode() throws {
        let cards = try Fixture.mockData().wallet.cards
        #expect(cards[0].due?.currency == "₹")
        #expect(cards[4].due?.currency == "INR")
        #expect(cards[0].due?.money.formatted == "₹242.33")
        #expect(cards[4].due?.money.formatted == "₹1,200.00")
        #expect(cards[1].due?.money.formatted == "₹18,450.00")
    }

    @Test func swippyAdditions_areOptional() throws {
        let cards = try Fixture.mockData().wallet.cards
        #expect(cards[0].creditLimit == 150000)
        #expect(cards[3].creditLimit == nil)
        #expect(cards[5].status == .inactive)
        #expect(cards[0].status == nil)
        #expect(cards[0].effectiveStatus == .active)
        #expect(cards.allSatisfy { $0.userID == nil })
    }

    @Test func cardNumbers_areMaskedToTheirLastFourDigits() throws {
        let cards = try Fixture.mockData().wallet.cards
        #expect(cards[0].maskedNumber == "•••• •••• •••• 3456")
        #expect(cards[4].maskedNumber == "•••• •••••• •0005", "Amex: 4-6-5")
        #expect(cards[5].maskedNumber == "•••• •••••• 5904", "Diners: 4-6-4")
        #expect(cards[5].lastFour == "5904")
        #expect(Mask.tail("9876543210") == "••••••3210")
    }

    @Test func aCardRecord_roundTripsThroughTheStateEncoder() throws {
        let cards = try Fixture.mockData().wallet.cards
        let encoded = try JSONEncoder.swippy().encode(cards)
        let decoded = try JSONDecoder.swippy().decode([PaymentCard].self, from: encoded)
        #expect(decoded == cards)
    }
}
