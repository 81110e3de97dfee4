import Foundation
import SwippyData
import SwippyTestSupport

@testable import Transfer

extension TransferInteractor {
    /// An interactor over `repository` with the fixture's reference data, loaded.
    static func make(
        _ repository: any TransferRepository = FakeTransferRepository(),
        reference: ReferenceData = TransferFixture.reference(),
        card: WalletCard? = nil, identifiers: SequentialRequestIDs = SequentialRequestIDs(),
        zone: TimeZone = SwippyDate.utc
    ) -> TransferInteractor {
        let interactor = TransferInteractor(
            repository: repository, reference: reference, identifiers: identifiers, zone: zone, payingCard: card)
        interactor.load()
        return interactor
    }

    /// Goes through every step up to the PIN: source (by id), payee, amount, note, confirm.
    func prepare(source: String = "a-savings", to payee: Payee, amount: Decimal, note: String = "") {
        var next = state.value
        next.sourceID = source
        next.payee = payee
        next.fee = ledger.fee(for: payee, currency: next.currency)
        next.amount = amount
        next.step = .note
        state.send(next)
        typeNote(note)
        confirm()
    }
}
