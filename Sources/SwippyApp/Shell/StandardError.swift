import Foundation
import SwippyText

/// Unbuffered writes to standard error, safe from any thread; only ASCII when the locale is not UTF-8.
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array((TerminalFacts.asciiOnly ? ASCIIFold.fold(text) : text).utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
