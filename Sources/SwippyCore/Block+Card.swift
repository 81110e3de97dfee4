extension Block {
    /// One card of a ``Block/cards(_:)`` list:
    /// `  1.  Millennia Credit Card  VISA  ₹18,450.00  Due in 6 days`
    /// `      HDFC Bank · •••• •••• •••• 3456 · ASHA RAO`
    public struct Card: Equatable, Sendable {
        /// The option number shown first ("1.").
        public var number: Int
        /// The card's name; shortened with "…" when the row is too wide.
        public var title: String
        /// "VISA"; kept.
        public var network: String
        /// The amount due, right-aligned; kept.
        public var amount: String
        /// The due state, usually a pill; kept.
        public var status: Cell
        /// Parts of the detail line, joined with " · ". Each part is kept whole: the line breaks
        /// between parts (a part wider than the screen is the only one ever wrapped).
        public var details: [String]

        /// A card row; see the properties.
        public init(number: Int, title: String, network: String, amount: String, status: Cell, details: [String]) {
            self.number = number
            self.title = title
            self.network = network
            self.amount = amount
            self.status = status
            self.details = details
        }
    }
}
