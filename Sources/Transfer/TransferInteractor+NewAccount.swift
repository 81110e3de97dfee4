import SwippyCore
import SwippyData

extension TransferInteractor {
    // MARK: - The new-account form

    func typeNewAccount(_ text: String) {
        state.update { next in
            guard case .newAccount(let field) = next.step else { return }
            switch field {
            case .name:
                guard accept(TransferInput.name(text.isEmpty ? next.form.name : text), in: &next, { $0.form.name = $1 })
                else { return }
            case .number:
                let typed = text.isEmpty ? next.form.accountNumber : text
                guard accept(TransferInput.accountNumber(typed), in: &next, { $0.form.accountNumber = $1 }) else {
                    return
                }
            case .numberAgain:
                guard text == next.form.accountNumber else {
                    return say("The account numbers do not match. Type the same account number again.", in: &next)
                }
            case .ifsc:
                guard accept(TransferInput.ifsc(text.isEmpty ? next.form.ifsc : text), in: &next, { $0.form.ifsc = $1 })
                else { return }
                return finishForm(in: &next)
            }
            if let following = NewAccountField(rawValue: field.rawValue + 1) { next.step = .newAccount(following) }
        }
    }

    func answerHolderCheck(_ answer: YesNo?) {
        state.update { next in
            guard next.step == .holderCheck, let check = next.holderCheck else { return }
            switch answer {
            case .yes?:
                // The name the bank confirmed is the payee from here on (amount, confirm, receipt, History and a
                // saved beneficiary); the typed name stays only when the user goes on without a verified one.
                var details = check.details
                if let holder = check.holder { details.name = holder }
                choose(.newAccount(details), in: &next)
                next.step = .amount
            case .no?:
                next.holderCheck = nil
                next.step = .newAccount(.name)
                say("Nothing is sent. Check the details with the payee and type them again.", in: &next)
            case nil:
                say("Type y to pay this account, or n to change its details.", in: &next)
            }
        }
    }

    func openIFSCFinder() {
        state.update { $0.step = .ifscBank }
    }

    // MARK: - The IFSC finder

    func chooseBank(at index: Int) {
        state.update { next in
            let banks = next.banks
            guard banks.indices.contains(index) else { return }
            next.search = IFSCSearch(bank: banks[index])
            next.step = .ifscQuery
        }
    }

    func searchBranches(_ query: String) {
        state.update { next in
            let bank = next.search.bank
            let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
            let matches = next.directory.filter { entry in
                entry.bank == bank
                    && (needle.isEmpty || entry.branch.lowercased().contains(needle)
                        || entry.city.lowercased().contains(needle))
            }
            guard !matches.isEmpty else {
                return say(
                    "No \(bank) branch or city matches \"\(query.prefix(30))\". Try another part of the name.",
                    in: &next)
            }
            next.search.query = query
            next.search.matches = matches
            next.step = .ifscBranch
        }
    }

    func chooseBranch(at index: Int) {
        state.update { next in
            guard next.search.matches.indices.contains(index) else { return }
            let entry = next.search.matches[index]
            next.form.ifsc = entry.code
            say("IFSC \(entry.code) filled in (\(entry.bank), \(entry.branch)).", in: &next)
            next.step = .newAccount(.ifsc)
        }
    }

    // MARK: - Private

    /// Keeps a value that passed its check with `keep`, or says why it did not; true when it passed.
    private func accept(
        _ result: Result<String, TransferFailure>, in next: inout TransferState,
        _ keep: (inout TransferState, String) -> Void
    ) -> Bool {
        switch result {
        case .success(let value):
            keep(&next, value)
            return true
        case .failure(let failure):
            say(failure.message, in: &next)
            return false
        }
    }

    /// Makes the typed account the payee, every field checked again.
    private func finishForm(in next: inout TransferState) {
        let form = next.form
        do throws(TransferFailure) {
            let details = NewAccountDetails(
                name: try TransferInput.name(form.name).get(),
                accountNumber: try TransferInput.accountNumber(form.accountNumber).get(),
                ifsc: try TransferInput.ifsc(form.ifsc).get())
            var holder: String?
            if let sourceID = next.sourceID { holder = try repository.verify(details, from: sourceID).get() }
            next.holderCheck = HolderCheck(details: details, holder: holder)
            next.step = .holderCheck
        } catch {
            say(error.message, in: &next)
        }
    }
}
