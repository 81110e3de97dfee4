import Foundation

/// A fixed "now" for every test: 21 Nov 2026, 12:00 UTC.
let testNow = Date(timeIntervalSince1970: 1_795_262_400)
let day: TimeInterval = 86_400
let hour: TimeInterval = 3_600
