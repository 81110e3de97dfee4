import Foundation

/// The read-only half of the data: configuration and directories nobody edits at run time.
public struct ReferenceData: Equatable, Sendable {
    /// Tunable numbers.
    public var config: AppConfig
    /// Branches, for IFSC look-up and verification.
    public var ifscDirectory: [IFSCEntry]
    /// Currencies a user may choose.
    public var currencies: [Currency]
    /// Rates against a base currency.
    public var exchangeRates: ExchangeRates
    /// Helpline and email.
    public var support: SupportContacts

    /// Reference data.
    public init(
        config: AppConfig, ifscDirectory: [IFSCEntry], currencies: [Currency], exchangeRates: ExchangeRates,
        support: SupportContacts
    ) {
        self.config = config
        self.ifscDirectory = ifscDirectory
        self.currencies = currencies
        self.exchangeRates = exchangeRates
        self.support = support
    }
}

