import Foundation
import SwippyCore

@testable import PaymentCards

/// Counts the add-card flow's ends.
@MainActor
final class FakeAddCardListener: AddCardListener {
    private(set) var finishCallCount = 0

    func addCardDidFinish() { finishCallCount += 1 }
}
