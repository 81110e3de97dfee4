import SwippyData

extension TransferInteractor {
    // MARK: - Sending and after

    func submit(pin: String) {
        state.update { next in
            guard TransferInput.isPIN(pin) else { return say("The transaction PIN has 6 digits.", in: &next) }
            if case .sent? = next.outcome {
                // This confirmation already moved the money: show that again, never send twice.
                next.step = .result
                return
            }
            guard let order = order(next) else {
                return finish(
                    .refused(.invalidInput("The transfer is not complete; go back and fill in every step.")), in: &next)
            }
            let submission: TransferSubmission
            do {
                submission = try repository.send(order, pin: pin)
            } catch {
                submission = .finished(.refused(.failedSave(error, notSaved: "Not sent: could not save: ")))
            }
            switch submission {
            case .wrongPIN(let attemptsLeft):
                next.attemptsLeft = attemptsLeft
                say(
                    "Wrong transaction PIN. \(attemptsLeft) \(attemptsLeft == 1 ? "attempt" : "attempts") left "
                        + "before transfers are locked.",
                    in: &next)
            case .finished(let outcome):
                finish(outcome, in: &next)
            }
        }
    }

    func cancel() {
        state.update { next in
            if case .sent? = next.outcome {
                next.step = .finished
                return
            }
            say(TransferText.cancelled, in: &next)
            next.step = .cancelled
        }
    }

    func finish() {
        state.update { $0.step = .finished }
    }

    func tryAgain() {
        state.update { next in
            guard next.bankDidNotAnswer else { return }
            next.outcome = nil
            next.step = .pin
            say("Type your transaction PIN to send it again.", in: &next)
        }
    }

    func saveBeneficiary() {
        state.update { next in
            guard case .sent? = next.outcome, case .newAccount(let details)? = next.payee else {
                return say("Only a new account paid successfully can be saved.", in: &next)
            }
            do {
                let saved = try repository.saveBeneficiary(details)
                next.beneficiarySaved = true
                next.beneficiaries = repository.beneficiaries()
                say("Saved \(saved.name) as a beneficiary.", in: &next)
            } catch {
                say("Could not save the beneficiary: \(error).", in: &next)
            }
        }
    }

    // MARK: - Private

    /// The order the state describes, when every step is filled in.
    private func order(_ state: TransferState) -> TransferOrder? {
        guard let sourceID = state.sourceID, let payee = state.payee, let amount = state.amount,
            let requestID = state.requestID
        else { return nil }
        return TransferOrder(sourceID: sourceID, payee: payee, amount: amount, note: state.note, requestID: requestID)
    }

    /// Shows how the transfer ended, with the balances and the card as they are now.
    private func finish(_ outcome: TransferOutcome, in next: inout TransferState) {
        next.outcome = outcome
        next.attemptsLeft = nil
        next.beneficiarySaved = false
        next.accounts = repository.accounts()
        reloadCard(in: &next)
        next.step = .result
    }
}
