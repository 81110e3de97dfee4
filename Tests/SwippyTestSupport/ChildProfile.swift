import Foundation

/// Where a child process writes its coverage profile. Under `swift test --enable-code-coverage`
/// (`scripts/coverage`) the test process has LLVM_PROFILE_FILE set, and the executables it starts are
/// instrumented too; tests start them in a clean environment, which would lose their profiles (or leave a
/// `default.profraw` in the working folder). Each child instead writes its own, `child-<pid>.profraw`, into the
/// folder the test process writes to, where the coverage script merges them with the test process's.
public enum ChildProfile {
    /// `environment` with the child's LLVM_PROFILE_FILE added when `parent` (the test process's environment)
    /// names a profile; unchanged otherwise.
    public static func environment(
        _ environment: [String: String], parent: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        guard let profile = parent["LLVM_PROFILE_FILE"], !profile.isEmpty else { return environment }
        var child = environment
        child["LLVM_PROFILE_FILE"] =
            URL(fileURLWithPath: profile).deletingLastPathComponent().appendingPathComponent("child-%p.profraw").path
        return child
    }
}
