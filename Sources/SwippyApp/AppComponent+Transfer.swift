import SwippyData
import Transfer

/// Transfer's dependency: the wallet adapter as its repository, the reference data, clock and identifiers.
extension AppComponent: TransferDependency {
    var transferRepository: any TransferRepository { wallet }
    var transferReferenceData: ReferenceData { store.reference }
    var transferClock: any WallClock { clock }
}
