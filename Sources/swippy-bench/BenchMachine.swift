import Foundation

/// The machine, for the table's heading.
enum BenchMachine {
    static func summary() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        let day = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current,
                                              formatOptions: [.withFullDate])
        return "\(day), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(model)"
    }
}
