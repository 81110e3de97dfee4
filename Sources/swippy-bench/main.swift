import Foundation
import SwippyData
import SwippyStorage

// swippy-bench: generates MockData at 10k, 100k and 1M transactions (10k cards) and times the release
// `swippy` on each (see BenchPlan). Run from the package folder: `swift run -c release swippy-bench`.
do {
    let plan = try BenchPlan(arguments: Array(CommandLine.arguments.dropFirst()))
    try plan.run()
} catch {
    FileHandle.standardError.write(Data("swippy-bench: \(error)\n".utf8))
    exit(1)
}
