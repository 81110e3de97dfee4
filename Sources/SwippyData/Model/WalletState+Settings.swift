import Foundation

/// Per-user settings: base currency and colour belong to each user; the remembered mobile belongs to the device.
extension WalletState {
    /// The settings of user `id` (defaults when they never changed one).
    public func settings(of userID: String) -> UserSettings {
        var own = userSettings[userID] ?? UserSettings()
        own.lastMobile = nil
        return own
    }

    /// Changes the settings of user `id` only.
    public mutating func updateSettings(of userID: String, _ change: (inout UserSettings) -> Void) {
        var own = settings(of: userID)
        change(&own)
        own.lastMobile = nil
        userSettings[userID] = own == UserSettings() ? nil : own
    }

    /// The currency user `id` sees totals in: their chosen base, else their own currency, else `fallback`.
    public func baseCurrency(of userID: String, fallback: String) -> String {
        settings(of: userID).baseCurrency ?? user(userID)?.currency ?? fallback
    }

    /// An old state file kept base currency and colour wallet-wide: every user then saw them, so each user
    /// present keeps seeing them (each can now change their own). Only the remembered mobile stays wallet-wide.
    /// Users who already have their own settings keep them.
    mutating func migrateWalletWideSettings() {
        let old = settings
        guard old.baseCurrency != nil || old.colorEnabled != nil else { return }
        for user in users where userSettings[user.id] == nil {
            userSettings[user.id] = UserSettings(baseCurrency: old.baseCurrency, colorEnabled: old.colorEnabled)
        }
        settings = UserSettings(lastMobile: old.lastMobile)
    }
}
