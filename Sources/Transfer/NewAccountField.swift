/// The fields of the new-account form, in the order they are asked.
enum NewAccountField: Int, CaseIterable, Equatable {
    case name, number, numberAgain, ifsc
}
