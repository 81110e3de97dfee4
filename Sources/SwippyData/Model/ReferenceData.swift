import Foundation

/// The read-only half of the data: configuration and directories nobody edits at run time.
public struct ReferenceData: Equatable, Sendable {
    /// Tunable numbers.
    public var config: AppConfig
    /// Branches, for IFSC look-up and verification.
    public var ifscDirectory: [IFSCEntry]
    /// Currencies offered in short numbered lists (a new account's currency, Profile's base currency): the
    /// featured ones of the list (`CurrencyList.featuredCodes`), in that order.
    public var currencies: [Currency]
    /// The whole ISO 4217 list (MockData's `currencies`), searched by the Exchange picker.
    public var currencyList: [Currency]
    /// Rates against a base currency.
    public var exchangeRates: ExchangeRates
    /// Helpline and email.
    public var support: SupportContacts
    /// The banks' name directory: the registered holder of an account number at an IFSC.
    public var bankAccounts: [BankAccountRecord]

    /// Reference data.
    public init(
        config: AppConfig, ifscDirectory: [IFSCEntry], currencies: [Currency], currencyList: [Currency]? = nil,
        exchangeRates: ExchangeRates,
        support: SupportContacts, bankAccounts: [BankAccountRecord] = []
    ) {
        self.config = config
        self.ifscDirectory = ifscDirectory
        self.currencies = currencies
        self.currencyList = currencyList ?? currencies
        self.exchangeRates = exchangeRates
        self.support = support
        self.bankAccounts = bankAccounts
    }
}
