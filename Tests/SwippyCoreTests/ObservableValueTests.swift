import Testing

@testable import SwippyCore

@MainActor
@Suite("ObservableValue")
struct ObservableValueTests {
    @Test func observing_deliversTheCurrentValueAtOnce() {
        let observable = ObservableValue(7)
        var received: [Int] = []
        let token = observable.observe { received.append($0) }
        #expect(received == [7])
        withExtendedLifetime(token) {}
    }

    @Test func sending_deliversEveryChangeInOrder() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        let token = observable.observe { received.append($0) }
        observable.send(1)
        observable.send(2)
        #expect(received == [0, 1, 2])
        #expect(observable.value == 2)
        withExtendedLifetime(token) {}
    }

    @Test func sending_deliversToEveryObserver() {
        let observable = ObservableValue("a")
        var first: [String] = []
        var second: [String] = []
        let tokens = [observable.observe { first.append($0) }, observable.observe { second.append($0) }]
        observable.send("b")
        #expect(first == ["a", "b"])
        #expect(second == ["a", "b"])
        #expect(observable.observerCount == 2)
        withExtendedLifetime(tokens) {}
    }

    @Test func cancellingTheToken_stopsDelivery() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        let token = observable.observe { received.append($0) }
        token.cancel()
        observable.send(1)
        #expect(received == [0])
        #expect(observable.observerCount == 0)
    }

    @Test func cancellingTwice_doesNothingMore() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        let token = observable.observe { received.append($0) }
        let other = observable.observe { _ in }
        token.cancel()
        token.cancel()
        observable.send(1)
        #expect(received == [0])
        #expect(observable.observerCount == 1)
        withExtendedLifetime(other) {}
    }

    @Test func releasingTheToken_stopsDelivery() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        var token: ObservationToken? = observable.observe { received.append($0) }
        #expect(token != nil)
        token = nil
        observable.send(1)
        #expect(received == [0])
        #expect(observable.observerCount == 0)
    }

    @Test func sendingAnEqualValue_isSkippedForEquatableValues() {
        let observable = ObservableValue(1)
        var received: [Int] = []
        let token = observable.observe { received.append($0) }
        observable.send(1)
        observable.send(2)
        observable.send(2)
        observable.send(1)
        #expect(received == [1, 2, 1])
        withExtendedLifetime(token) {}
    }

    @Test func sendingAnyValue_isDeliveredWhenNoDuplicateTestIsGiven() {
        let observable = ObservableValue(Opaque(tag: 1))
        var received: [Int] = []
        let token = observable.observe { received.append($0.tag) }
        observable.send(Opaque(tag: 1))
        observable.send(Opaque(tag: 1))
        #expect(received == [1, 1, 1])
        withExtendedLifetime(token) {}
    }

    @Test func sendingAnEqualValue_isDeliveredWhenDuplicatesAreNotSkipped() {
        let observable = ObservableValue(1, isDuplicate: nil)
        var received: [Int] = []
        let token = observable.observe { received.append($0) }
        observable.send(1)
        #expect(received == [1, 1])
        withExtendedLifetime(token) {}
    }

    @Test func anObjectObservingWeakly_deallocatesAndStopsObserving() {
        let observable = ObservableValue(0)
        weak var weakObserver: Observer?
        do {
            let observer = Observer(observable)
            weakObserver = observer
            observable.send(5)
            #expect(observer.received == [0, 5])
            #expect(observable.observerCount == 1)
        }
        #expect(weakObserver == nil)
        #expect(observable.observerCount == 0)
    }

    @Test func aToken_doesNotKeepItsObservableAlive_andCancelsSafelyAfterIt() {
        weak var weakObservable: ObservableValue<Int>?
        var token: ObservationToken?
        do {
            let observable = ObservableValue(0)
            weakObservable = observable
            token = observable.observe { _ in }
        }
        #expect(weakObservable == nil)
        token?.cancel()
        #expect(token != nil)
    }

    @Test func aSendFromAHandler_reachesEveryObserverLast_andNoLaterObserverGetsTheStaleValue() {
        let observable = ObservableValue(0)
        var first: [Int] = []
        var second: [Int] = []
        let tokens = [
            observable.observe { value in
                first.append(value)
                if value == 1 { observable.send(2) }
            },
            observable.observe { second.append($0) },
        ]
        observable.send(1)
        #expect(first == [0, 1, 2])
        #expect(second == [0, 2])
        #expect(observable.value == 2)
        withExtendedLifetime(tokens) {}
    }

    @Test func chainedSendsFromHandlers_settleOnTheLastValueForEveryone() {
        let observable = ObservableValue(0)
        var seenByLast: [Int] = []
        let tokens = [
            observable.observe { value in if value > 0 && value < 5 { observable.send(value + 1) } },
            observable.observe { value in if value == 5 { observable.send(10) } },
            observable.observe { seenByLast.append($0) },
        ]
        observable.send(1)
        #expect(seenByLast == [0, 10])
        #expect(observable.value == 10)
        withExtendedLifetime(tokens) {}
    }

    @Test func anObserverCancelledByAnEarlierHandler_isNotCalled() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        var victim: ObservationToken?
        let killer = observable.observe { value in if value == 1 { victim?.cancel() } }
        victim = observable.observe { received.append($0) }
        observable.send(1)
        #expect(received == [0])
        #expect(observable.observerCount == 1)
        withExtendedLifetime(killer) {}
    }

    @Test func releasingTheToken_unsubscribes() {
        let observable = ObservableValue(0)
        var received: [Int] = []
        var token: ObservationToken? = observable.observe { received.append($0) }
        #expect(token != nil)
        token = nil
        observable.send(1)
        #expect(received == [0])
        #expect(observable.observerCount == 0)
    }
}

/// A value type with no equality, so duplicates cannot be detected.
private struct Opaque {
    var tag: Int
}

/// Observes the way a presenter does: keeps the token, captures itself weakly.
@MainActor
private final class Observer {
    var received: [Int] = []
    private var token: ObservationToken?

    init(_ observable: ObservableValue<Int>) {
        token = observable.observe { [weak self] value in self?.received.append(value) }
    }
}

@MainActor
@Suite("ObservableValue.follow")
struct ObservableValueFollowTests {
    @Test func following_deliversLaterChangesOnly() {
        let observable = ObservableValue(1)
        var followed: [Int] = []
        let token = observable.follow { followed.append($0) }
        #expect(followed.isEmpty)
        observable.send(2)
        #expect(followed == [2])
        withExtendedLifetime(token) {}
    }

    @Test func aFollower_seesEachValueAfterEveryObserver_evenOneRegisteredLater() {
        let observable = ObservableValue(0)
        var calls: [String] = []
        let follower = observable.follow { calls.append("follow \($0)") }
        let observer = observable.observe { calls.append("observe \($0)") }
        observable.send(1)
        #expect(calls == ["observe 0", "observe 1", "follow 1"])
        withExtendedLifetime((follower, observer)) {}
    }

    @Test func aSendFromAFollower_isDeliveredToEveryoneLast() {
        let observable = ObservableValue(0)
        var seen: [Int] = []
        let observer = observable.observe { seen.append($0) }
        let follower = observable.follow { value in
            if value == 1 { observable.send(2) }
        }
        observable.send(1)
        #expect(seen == [0, 1, 2])
        #expect(observable.value == 2)
        withExtendedLifetime((follower, observer)) {}
    }

    @Test func releasingAFollowersToken_stopsDelivery() {
        let observable = ObservableValue(0)
        var followed: [Int] = []
        var token: ObservationToken? = observable.follow { followed.append($0) }
        #expect(observable.observerCount == 1)
        token = nil
        observable.send(1)
        #expect(followed.isEmpty)
        #expect(observable.observerCount == 0)
        withExtendedLifetime(token) {}
    }
}

@MainActor
@Suite("ObservableValue.follow(key)")
struct ObservableValueFollowKeyTests {
    @Test func followingAKey_handsItOverOnlyWhenItChanges() {
        let observable = ObservableValue((step: 1, text: "a"), isDuplicate: nil)
        var steps: [Int] = []
        let token = observable.follow(\.step) { steps.append($0) }
        observable.send((step: 1, text: "b"))
        observable.send((step: 2, text: "b"))
        observable.send((step: 2, text: "c"))
        observable.send((step: 1, text: "c"))
        #expect(steps == [2, 1])
        withExtendedLifetime(token) {}
    }

    @Test func aKeyFollower_seesTheChangeAfterTheObservers() {
        let observable = ObservableValue(0)
        var calls: [String] = []
        let isPastOne: (Int) -> Bool = { $0 > 1 }
        let follower = observable.follow(isPastOne) { calls.append("follow \($0)") }
        let observer = observable.observe { calls.append("observe \($0)") }
        observable.send(1)
        observable.send(2)
        #expect(calls == ["observe 0", "observe 1", "observe 2", "follow true"])
        withExtendedLifetime((follower, observer)) {}
    }
}
