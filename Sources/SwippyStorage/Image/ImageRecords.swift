import Foundation
import SwippyData

/// Everything of MockData but the cards and the transactions, as the image's JSON text holds it.
struct ImageRecords: Codable {
    var wallet: WalletState
    var config: AppConfig
    var ifscDirectory: [IFSCEntry]
    var currencies: [Currency]
    var currencyList: [Currency]
    var exchangeRates: ExchangeRates
    var support: SupportContacts
    var bankAccounts: [BankAccountRecord]

    init(_ data: MockData) {
        let reference = data.reference
        wallet = data.wallet
        config = reference.config
        ifscDirectory = reference.ifscDirectory
        currencies = reference.currencies
        currencyList = reference.currencyList
        exchangeRates = reference.exchangeRates
        support = reference.support
        bankAccounts = reference.bankAccounts
    }

    var mockData: MockData {
        MockData(
            wallet: wallet,
            reference: ReferenceData(
                config: config, ifscDirectory: ifscDirectory, currencies: currencies, currencyList: currencyList,
                exchangeRates: exchangeRates, support: support, bankAccounts: bankAccounts))
    }
}
