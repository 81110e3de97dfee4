import SwippyData

/// The IFSC finder: the bank chosen, the part of a branch or city typed, the branches it matched.
struct IFSCSearch: Equatable {
    var bank = ""
    var query = ""
    var matches: [IFSCEntry] = []
}
