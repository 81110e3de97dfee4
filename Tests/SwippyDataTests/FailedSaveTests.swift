import Testing

@testable import SwippyData

@Suite("A failed save: not saved, or not known")
struct FailedSaveTests {
    @Test func aSaveCertainlyNotDone_isRefusedWithTheCallersWordsAndTheReason() {
        let error = DataFileError.unwritable(file: "state.json", reason: "disk full")
        #expect(
            TransferFailure.failedSave(error, notSaved: "Not sent: could not save: ")
                == .saveFailed("Not sent: could not save: state.json: cannot write: disk full."))
        #expect(error.isFailedSave)
    }

    @Test func aSaveThatMayHaveLanded_isNeverCalledNotDone() {
        let error = DataFileError.saveOutcomeUnknown(file: "state.json", reason: "Input/output error")
        let failure = TransferFailure.failedSave(error, notSaved: "Not sent: could not save: ")
        guard case .saveOutcomeUnknown(let text) = failure else {
            Issue.record("\(failure)")
            return
        }
        #expect(!text.contains("Not sent"))
        #expect(text.contains("Start Swippy again"))
        #expect(error.isFailedSave)
        #expect(
            error.description
                == "state.json: cannot write: Input/output error; whether the change was saved is known only when "
                + "Swippy starts again")
    }

    @Test func anUnreadableFile_isNoFailedSave() {
        #expect(!DataFileError.unreadable(file: "state.json", reason: "denied").isFailedSave)
        #expect(!DataFileError.missing(file: "state.json").isFailedSave)
    }
}
