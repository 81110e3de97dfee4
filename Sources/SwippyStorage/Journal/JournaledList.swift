import SwippyData

/// A list the journal records by position: an array, or the wallet's transaction log.
public protocol JournaledList: RandomAccessCollection, RangeReplaceableCollection, Equatable
where Index == Int, Element: Codable & Equatable {}

extension Array: JournaledList where Element: Codable & Equatable {}
extension TransactionLog: JournaledList {}
