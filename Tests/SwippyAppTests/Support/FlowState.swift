import SwippyCore

/// The state of the two-screen flow the render-count tests drive: what was typed and what it last said.
struct FlowState: Equatable {
    var step = 1
    var typed: [String] = []
    var notice: Notice?
}
