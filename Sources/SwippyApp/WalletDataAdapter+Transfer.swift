import SwippyData
import Transfer

extension WalletDataAdapter: TransferRepository {
    var signedInUserID: String { session.userID }
    var wallet: WalletState { store.wallet }
}
