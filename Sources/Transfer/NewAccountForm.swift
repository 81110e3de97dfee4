/// What has been typed on the new-account form so far; kept when the user steps back.
struct NewAccountForm: Equatable {
    var name = ""
    var accountNumber = ""
    /// Upper case.
    var ifsc = ""
}
