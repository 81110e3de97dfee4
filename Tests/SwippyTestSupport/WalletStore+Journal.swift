import Foundation
import SwippyData
import SwippyStorage

extension WalletStore {
    /// A store over `journal`, opened as the app opens one: the saved state checked against `fingerprint`
    /// and MockData's rules, every change journaled O(change), histories answered by the engine's index;
    /// errors name `stateFile`.
    public convenience init(
        mockData: MockData, fingerprint: String, persistence journal: any WalletJournal, stateFile: String
    ) throws(DataFileError) {
        let persistence = JournaledStateStore(
            journal: journal, fingerprint: fingerprint, reference: mockData.reference, stateFile: stateFile)
        try self.init(mockData: mockData, persistence: persistence, index: AppendedHistoryIndex())
    }
}
