import Foundation
import SwippyTestSupport
import Testing

/// Under code coverage, each process a test starts writes its own profile beside the test process's.
@Suite("Child profiles")
struct ChildProfileRunTests {
    private let clean = ["PATH": "/usr/bin:/bin", "TZ": "UTC"]

    @Test func underCoverage_aChildWritesItsOwnProfile_inTheFolderOfTheTestProcesss() {
        let child = ChildProfile.environment(
            clean, parent: ["LLVM_PROFILE_FILE": "/repo/.build/debug/codecov/Swippy%m.profraw", "HOME": "/root"])
        #expect(child == clean.merging(["LLVM_PROFILE_FILE": "/repo/.build/debug/codecov/child-%p.profraw"]) { $1 })
    }

    @Test func withoutCoverage_theEnvironmentIsLeftAsItIs() {
        #expect(ChildProfile.environment(clean, parent: ["HOME": "/root"]) == clean)
        #expect(ChildProfile.environment(clean, parent: ["LLVM_PROFILE_FILE": ""]) == clean)
    }

    @Test func aRunningChild_getsExactlyItsEnvironment_plusItsProfile() throws {
        let output = try RunningSwippy([], executable: URL(fileURLWithPath: "/usr/bin/env"), environment: clean)
            .finish()
        let seen = output.stdout.split(separator: "\n").map(String.init).sorted()
        let expected = ChildProfile.environment(clean).map { "\($0.key)=\($0.value)" }.sorted()
        #expect(output.status == 0)
        #expect(seen == expected)
    }
}
