import Foundation
import SwippyCore
import SwippyData

extension DisputeInteractor {
    /// A raise draft for the transaction with `id`: the card or account holding it is chosen, then the
    /// transaction itself when the dispute rules allow it (else the reason is said on its list).
    func beginRaise(forTransaction id: String) {
        beginRaise()
        let holder = state.value.raise.sources.firstIndex { source in
            (try? transactions(of: source))?.contains { $0.id == id } == true
        }
        guard let holder else {
            return state.update { next in
                next.raise.startedOnTransaction = true
                next.say("That transaction is not on one of your cards or accounts.")
            }
        }
        chooseSource(at: holder)
        state.update { next in
            next.raise.startedOnTransaction = true
            guard let index = next.raise.transactions.firstIndex(where: { $0.transaction.id == id }) else { return }
            let found = next.raise.transactions[index]
            next.raise.paging = next.raise.paging.showing(index)
            if let refusal = found.eligibility.refusal { return next.say(refusal) }
            next.raise.transaction = found.transaction
            next.raise.step = .reason
        }
    }
}
