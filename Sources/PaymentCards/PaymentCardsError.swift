/// A failure to read card data, in words for the user.
struct PaymentCardsError: Error, Equatable {
    var message: String
}
