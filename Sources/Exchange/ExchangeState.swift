import SwippyCore

/// The flow's whole state: what is loaded, which step the user reached and what the flow last said.
struct ExchangeState: Equatable {
    enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    enum Step: Equatable {
        case choosing
        case chosen(String)
    }

    var phase: Phase = .loading
    var items: [String] = []
    var step: Step = .choosing
    var notice: Notice?
}
