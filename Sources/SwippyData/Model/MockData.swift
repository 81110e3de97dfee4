import Foundation

/// MockData/MockData.json decoded: the seed wallet and the reference data.
public struct MockData: Equatable, Sendable {
    /// The wallet as the file describes it, before any user change.
    public var wallet: WalletState
    /// Read-only configuration and directories.
    public var reference: ReferenceData

    /// Both halves.
    public init(wallet: WalletState, reference: ReferenceData) {
        self.wallet = wallet
        self.reference = reference
    }
}

extension MockData: Decodable {
    enum CodingKeys: String, CodingKey {
        case config, support, currencies
        case schemaVersion = "schema_version"
        case ifscDirectory = "ifsc_directory"
        case exchangeRates = "exchange_rates"
        case bankAccounts = "bank_accounts"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .schemaVersion)
        guard version == 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "unsupported schema version \(version); expected 1")
        }
        wallet = try WalletState(from: decoder)
        let list = try container.decode([Currency].self, forKey: .currencies)
        let featured = CurrencyList(list).featured
        reference = ReferenceData(
            config: try container.decode(AppConfig.self, forKey: .config),
            ifscDirectory: try container.decode([IFSCEntry].self, forKey: .ifscDirectory),
            currencies: featured.isEmpty ? list : featured, currencyList: list,
            exchangeRates: try container.decode(ExchangeRates.self, forKey: .exchangeRates),
            support: try container.decode(SupportContacts.self, forKey: .support),
            bankAccounts: try container.decodeIfPresent([BankAccountRecord].self, forKey: .bankAccounts) ?? []
        )
    }
}
