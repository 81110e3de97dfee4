import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Per-user settings: base currency and colour belong to each user; old state files migrate")
struct PerUserSettingsTests {
    @Test func ashaChoosingUSD_leavesRahulsSettingsAndTotalAlone() throws {
        var wallet = try Fixture.mockData().wallet
        let rahul = try #require(wallet.users.first { $0.id != Fixture.asha })
        let reference = try Fixture.mockData().reference
        let before = MoneySummary(userID: rahul.id, wallet: wallet, reference: reference).total
        wallet.updateSettings(of: Fixture.asha) {
            $0.baseCurrency = "USD"
            $0.colorEnabled = false
        }
        #expect(wallet.settings(of: Fixture.asha).baseCurrency == "USD")
        #expect(wallet.settings(of: rahul.id) == UserSettings())
        #expect(MoneySummary(userID: rahul.id, wallet: wallet, reference: reference).total == before)
        #expect(MoneySummary(userID: Fixture.asha, wallet: wallet, reference: reference).total?.currency == "USD")
    }

    @Test func anOldStateFile_givesItsBaseAndColourToEveryUser_andKeepsTheMobileForTheDevice() throws {
        var old =
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(try Fixture.mockData().wallet))
            as? [String: Any] ?? [:]
        old["user_settings"] = nil
        old["settings"] = ["base_currency": "EUR", "color_enabled": false, "last_mobile": "9876543210"]
        let wallet = try JSONDecoder().decode(WalletState.self, from: JSONSerialization.data(withJSONObject: old))
        #expect(wallet.users.count == 3)
        for user in wallet.users {
            #expect(wallet.settings(of: user.id) == UserSettings(baseCurrency: "EUR", colorEnabled: false))
        }
        #expect(wallet.settings == UserSettings(lastMobile: "9876543210"))
        // Saved again, it reads back the same (the migration happens once).
        let again = try JSONDecoder().decode(WalletState.self, from: JSONEncoder().encode(wallet))
        #expect(again == wallet)
    }

    @Test func aNewStateFile_keepsEachUsersOwnSettings() throws {
        var wallet = try Fixture.mockData().wallet
        wallet.updateSettings(of: Fixture.asha) { $0.baseCurrency = "JPY" }
        wallet.settings.lastMobile = "9876543210"
        let again = try JSONDecoder().decode(WalletState.self, from: JSONEncoder().encode(wallet))
        #expect(again.settings(of: Fixture.asha).baseCurrency == "JPY")
        #expect(again.users.filter { $0.id != Fixture.asha }.allSatisfy { again.settings(of: $0.id) == UserSettings() })
        #expect(again.settings.lastMobile == "9876543210")
    }

    @Test func theHomeTotal_followsTheUsersBase_roundedToItsMinorUnits() throws {
        var wallet = try Fixture.mockData().wallet
        let reference = try Fixture.mockData().reference
        let inr = try #require(MoneySummary(userID: Fixture.asha, wallet: wallet, reference: reference).total)
        wallet.updateSettings(of: Fixture.asha) { $0.baseCurrency = "JPY" }
        let yen = try #require(MoneySummary(userID: Fixture.asha, wallet: wallet, reference: reference).total)
        #expect(yen.currency == "JPY")
        #expect(yen.amount == reference.exchangeRates.converted(inr.amount, from: "INR", to: "JPY"))
    }
}
