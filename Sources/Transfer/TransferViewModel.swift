import SwippyCore

/// What any step of the Transfer flow shows: already formatted text, no business types.
/// One shape for every step keeps the View a single pure function.
struct TransferViewModel: ScreenViewModel {
    /// "From  Savings". A kept value (an amount, a masked number, a reference) is never cut or wrapped.
    typealias Field = Block.Field

    var title: String
    var fields: [Field] = []
    var message: String?
    /// Numbered rows; each row's cells become columns.
    var choices: [[String]] = []
    /// How each column of the choices fits the width (the option number is always kept).
    var columns: [Block.Column] = [.wrap]
    /// Letter commands below the choices: "f  Find an IFSC by bank and branch".
    var commands: [Block.Command] = []
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var help: [String] = []

    var helpLines: [String] { help + ["c, cancel  leave the transfer; nothing is sent"] }

    static let blank = TransferViewModel(title: "Send money", prompt: Prompt())

    /// The columns of an account list: name (shortened), bank and number (wrapped between words), status, balance.
    static let accountColumns: [Block.Column] = [.shrink, .wrap, .keep, .keepRight]
}
