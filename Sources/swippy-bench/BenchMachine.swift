import Foundation

/// The machine, for the table's heading.
enum BenchMachine {
    static func summary() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) }
            ?? "unknown CPU"
        let day = ISO8601DateFormatter.string(
            from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current,
            formatOptions: [.withFullDate])
        return "\(day), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(model), \(load())"
    }

    /// "load average 1.80": the 1-minute load average (`/proc/loadavg`), for telling a quiet run from a busy one.
    static func load() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.map { "load average \($0)" } ?? "load average unknown"
    }
}
