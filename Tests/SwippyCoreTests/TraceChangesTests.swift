import SwippyCore
import Testing

/// A state change's line is followed by the fields it changed, and nothing is diffed while the trace is off.
@MainActor
@Suite("Trace: the fields a change changed")
struct TraceChangesTests {
    /// Counts how often its state is reflected: the diff reflects it, nothing else in `ObservableValue` does.
    final class Reflections: @unchecked Sendable {
        var count = 0
    }

    struct Probe: Equatable, CustomReflectable {
        var step = "amount"
        var amount = 0
        let reflections: Reflections

        var customMirror: Mirror {
            reflections.count += 1
            return Mirror(self, children: ["step": step, "amount": amount])
        }

        static func == (lhs: Probe, rhs: Probe) -> Bool {
            lhs.step == rhs.step && lhs.amount == rhs.amount
        }
    }

    @Test func whenTheTraceIsOff_noDiffIsComputed() {
        #expect(!Trace.isOn)
        let reflections = Reflections()
        let state = ObservableValue(Probe(reflections: reflections), label: "ProbeState")
        let token = state.observe { _ in }
        state.update { $0.amount = 500 }
        state.update { $0.step = "confirm" }
        #expect(state.value.amount == 500)
        #expect(reflections.count == 0)
        let lines = Trace.capture { state.update { $0.amount = 750 } }
        #expect(reflections.count > 0)
        #expect(lines.last == "           amount: 500 → 750")
        _ = token
    }

    @Test func theChangedFields_followTheStateLine_indentedUnderItsText() {
        let state = ObservableValue(Probe(reflections: Reflections()), label: "ProbeState")
        let lines = Trace.capture {
            state.update {
                $0.step = "note"
                $0.amount = 500
            }
        }
        #expect(
            lines.dropFirst() == [
                "state    ProbeState changed · 0 observers",
                "           step: \"amount\" → \"note\"",
                "           amount: 0 → 500",
            ])
        #expect(lines.dropFirst().dropFirst().allSatisfy(Trace.isChange))
        #expect(!Trace.isChange(lines[1]))
    }

    @Test func anUnchangedValue_hasNoFieldLines() {
        let state = ObservableValue(Probe(reflections: Reflections()), label: "ProbeState")
        let lines = Trace.capture { state.update { $0.amount = 0 } }
        #expect(lines.dropFirst() == ["state    ProbeState unchanged"])
    }

    @Test func changes_whenOff_neitherDiffsNorRecords() {
        let reflections = Reflections()
        Trace.changes(from: Probe(reflections: reflections), to: Probe(amount: 1, reflections: reflections))
        #expect(reflections.count == 0)
    }
}
