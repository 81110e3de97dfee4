/// The screens of the flow; a screen may show several steps (the form shows one field at a time).
enum TransferScreen: Equatable {
    case source, destinationKind, beneficiary, newAccount, ifscFinder, mobile, ownAccount
    case amount, confirm, pin, result
}
