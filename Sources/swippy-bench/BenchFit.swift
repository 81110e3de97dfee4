import Foundation

/// The exponent k of time ≈ c · n^k, fitted by least squares on the logarithms.
enum BenchFit {
    static func exponent(_ points: [(n: Double, seconds: Double)]) -> Double? {
        let usable = points.filter { $0.n > 0 && $0.seconds > 0 }
        guard usable.count >= 2 else { return nil }
        let xs = usable.map { log($0.n) }
        let ys = usable.map { log($0.seconds) }
        let meanX = xs.reduce(0, +) / Double(xs.count)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        let covariance = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
        let variance = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        return variance > 0 ? covariance / variance : nil
    }
}
