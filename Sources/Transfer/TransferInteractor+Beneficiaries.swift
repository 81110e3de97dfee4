import SwippyData

extension TransferInteractor {
    // MARK: - Managing saved beneficiaries

    func startRenamingBeneficiary(at index: Int) {
        state.update { next in
            guard next.step == .beneficiary, next.beneficiaries.indices.contains(index) else { return }
            next.step = .renameBeneficiary(next.beneficiaries[index].id)
        }
    }

    func renameBeneficiary(to name: String) {
        state.update { next in
            guard case .renameBeneficiary(let id) = next.step else { return }
            do {
                switch try repository.renameBeneficiary(id, to: name) {
                case .success(let renamed):
                    backToBeneficiaries(saying: "Renamed to \(renamed.name).", in: &next)
                case .failure(let failure):
                    say(failure.message, in: &next)
                }
            } catch {
                say("Could not save the new name: \(error).", in: &next)
            }
        }
    }

    func startDeletingBeneficiary(at index: Int) {
        state.update { next in
            guard next.step == .beneficiary, next.beneficiaries.indices.contains(index) else { return }
            next.step = .deleteBeneficiary(next.beneficiaries[index].id)
        }
    }

    func deleteBeneficiary(pin: String) {
        state.update { next in
            guard case .deleteBeneficiary(let id) = next.step, let payee = next.managedBeneficiary else { return }
            guard TransferInput.isPIN(pin) else { return say("The transaction PIN has 6 digits.", in: &next) }
            do {
                switch try repository.deleteBeneficiary(id, pin: pin) {
                case nil:
                    backToBeneficiaries(saying: "Deleted \(payee.name) from your beneficiaries.", in: &next)
                case .wrongPIN(let left)?:
                    say(
                        "Wrong transaction PIN. \(left) \(left == 1 ? "attempt" : "attempts") left before "
                            + "transfers are locked.", in: &next)
                case .finished(let outcome)?:
                    let reason = if case .refused(let failure) = outcome { failure.message } else { "" }
                    backToBeneficiaries(saying: "Not deleted. \(reason)", in: &next)
                }
            } catch {
                say("Could not delete: \(error).", in: &next)
            }
        }
    }

    /// Back on the list, read again, with `text` said.
    private func backToBeneficiaries(saying text: String, in next: inout TransferState) {
        next.beneficiaries = repository.beneficiaries()
        next.step = .beneficiary
        say(text, in: &next)
    }
}
