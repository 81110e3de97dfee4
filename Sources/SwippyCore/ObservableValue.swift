/// A main-actor value holder that tells its observers about the current value and every change.
///
/// The hand-rolled stand-in for RxSwift's `BehaviorRelay` that binds an interactor to its presenter.
/// Named so that it does not clash with `Observation.Observable`.
@MainActor
public final class ObservableValue<Value> {
    /// The value observers were last told about.
    public private(set) var value: Value

    private var observers: [Int: (Value) -> Void] = [:]
    /// The ids registered through `follow`: handed each value after every `observe` handler.
    private var followers: Set<Int> = []
    private var nextObserverID = 0
    private let isDuplicate: ((Value, Value) -> Bool)?
    /// What `--trace` calls this value; nil means the value's type name ("TransferState").
    private let label: String?
    /// Bumped by every delivered change, so a delivery in progress notices a newer value sent from a handler.
    private var generation = 0
    private var isDelivering = false

    /// Creates the holder; when `isDuplicate` is given, a new value equal to the current one is not delivered.
    /// `label` names it in the trace (default: the value's type name).
    public init(_ value: Value, label: String? = nil, isDuplicate: ((Value, Value) -> Bool)? = nil) {
        self.value = value
        self.label = label
        self.isDuplicate = isDuplicate
    }

    /// How many observers are currently registered.
    public var observerCount: Int { observers.count }

    /// Replaces the value and delivers it to every observer, unless it duplicates the current value: an intent
    /// that sets the whole value, the same as `update { $0 = newValue }`, so the trace shows it the same way.
    ///
    /// A `send` from inside a handler does not deliver at once: the delivery in progress stops handing out
    /// the older value and starts again with the newer one, so every observer sees the latest value last
    /// and no observer is handed a value that is already stale.
    ///
    /// `fileID` and `function` are left to their defaults: they name the intent that called `send`
    /// ("Transfer.TransferInteractor.chooseSource(at:)") in the trace.
    public func send(_ newValue: Value, fileID: String = #fileID, function: String = #function) {
        update(fileID: fileID, function: function) { $0 = newValue }
    }

    /// Applies `edit` to a copy of the value and sends the result once: the one change an intent makes.
    /// Every intent, `send` too, is traced here: first the intent's line, so the hops it makes (a repository call,
    /// a save) follow it, then the change and the fields it changed.
    public func update(fileID: String = #fileID, function: String = #function, _ edit: (inout Value) -> Void) {
        Trace.record(.intent, Trace.intent(fileID: fileID, function: function))
        var newValue = value
        edit(&newValue)
        let skip = isDuplicate?(value, newValue) ?? false
        swap(&value, &newValue)
        // `newValue` now holds the value before the change: the diff is computed only while tracing is on.
        if Trace.isOn { traceChange(from: newValue, skipped: skip) }
        guard !skip else { return }
        generation &+= 1
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        deliverLatest()
    }

    /// The trace's "released": the interactor that owned this state is gone.
    isolated deinit {
        Trace.record(.release, name)
    }

    /// Delivers the current value now and every later change until the token is cancelled or released.
    public func observe(_ handler: @escaping (Value) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        handler(value)
        return ObservationToken { [weak self] in
            self?.observers[id] = nil
        }
    }

    /// Delivers every later change (not the current value) until the token is cancelled or released, after
    /// every `observe` handler has seen it: a router follows the state once the screens have shown it, so the
    /// screen that took the input shows what the flow said before the router covers or pops it. The trace
    /// counts observers only.
    public func follow(_ handler: @escaping (Value) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        followers.insert(id)
        return ObservationToken { [weak self] in
            self?.observers[id] = nil
            self?.followers.remove(id)
        }
    }

    /// Like `follow(_:)`, but hands over only `key` of the value, and only when it differs from the last one
    /// (the first comparison is with the current value): a router that moves the stack when a flow's step
    /// changes, and not on every other change.
    /// The trace says who follows to what: "router    Transfer.TransferRouter follows .amount".
    public func follow<Key: Equatable>(
        fileID: String = #fileID, _ key: @escaping (Value) -> Key, _ handler: @escaping (Key) -> Void
    ) -> ObservationToken {
        var last = key(value)
        return follow { value in
            let next = key(value)
            guard next != last else { return }
            last = next
            Trace.record(.router, "\(Trace.typeName(fileID: fileID)) follows \(Trace.caseName(next))")
            handler(next)
        }
    }

    /// What the trace calls this value: its label, else its type with its module ("Transfer.TransferState").
    private var name: String { label ?? Trace.typeName(Value.self) }

    /// "Transfer.TransferState changed · 2 observers", or "… unchanged" when the value duplicates the last one;
    /// under a change, the fields that changed from `previous`, one line each (`Trace.changes`).
    private func traceChange(from previous: Value, skipped: Bool) {
        let count = observers.count - followers.count
        let observed = count == 1 ? "1 observer" : "\(count) observers"
        Trace.record(.state, "\(name) " + (skipped ? "unchanged" : "changed · \(observed)"))
        if !skipped { Trace.changes(from: previous, to: value) }
    }

    private func deliverLatest() {
        var delivered = generation &- 1
        while delivered != generation {
            delivered = generation
            let current = value
            let ids = observers.keys.sorted()
            for id in ids.filter({ !followers.contains($0) }) + ids.filter(followers.contains) {
                guard generation == delivered else { break }
                // Looked up at call time: an observer removed by an earlier handler is not called.
                observers[id]?(current)
            }
        }
    }
}

extension ObservableValue where Value: Equatable {
    /// Creates a holder that skips a value equal to the current one; `label` names it in the trace.
    public convenience init(_ value: Value, label: String? = nil) {
        self.init(value, label: label, isDuplicate: { $0 == $1 })
    }
}
