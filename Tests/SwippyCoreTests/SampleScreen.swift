import SwippyCore

/// A screen using every block, for snapshot and property tests.
enum SampleScreen {
    static let cards = [
        Block.Card(
            number: 1, title: "Millennia Credit Card", network: "VISA", amount: "₹18,450.00",
            status: .pill("Due in 6 days", .bad), details: ["HDFC Bank", "•••• •••• •••• 3456", "ASHA RAO"]),
        Block.Card(
            number: 2, title: "Travel One", network: "DINERS", amount: "₹0.00",
            status: .pill("Fully paid", .good),
            details: ["Kotak Mahindra Bank", "•••• •••• •••• 5904", "ASHA RAO", "Inactive"]),
    ]

    static let blocks: [Block] = [
        .title("Payment cards"),
        .text("2 cards · page 1 of 1"),
        .blank,
        .cards(cards),
        .blank,
        .section("Details"),
        .fields([
            Block.Field("Bank", "HDFC Bank"),
            Block.Field("Number", "•••• •••• •••• 3456", keep: true),
            Block.Field("Due", .pill("₹242.33 · Due in 6 days", .bad)),
            Block.Field("Address", "12 MG Road, Indiranagar, Bengaluru, Karnataka 560038"),
        ]),
        .blank,
        .table(
            [.keep, .shrink, .keepRight],
            rows: [
                ["12 Mar", "Swiggy Bangalore food order", .tone("-₹450.00", .bad)],
                ["14 Mar", "Refund from Amazon Seller Services", .tone("+₹1,25,000.50", .good)],
            ]),
        .blank,
        .menu(["View details", "Pay now", "View last statement and the transactions of this month"]),
        .blank,
        .menu([
            Block.MenuItem("Payment cards", key: "cards", detail: "Your cards, dues and statements"),
            Block.MenuItem("Disputes and support", key: "dispute", detail: "Dispute a charge, get help, block a card"),
        ]),
        .blank,
        .commands([
            Block.Command("n", "Next page"), Block.Command("r", "Send a new code to the registered mobile number"),
        ]),
        .blank,
        .notice("Saved. Your new address is used from the next statement on."),
        .error("The wallet file could not be written: disk full"),
        .lines(["+----+", "|    |", "+----+"]),
    ]
}
