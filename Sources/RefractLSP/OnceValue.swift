import Synchronization

/// A value worked out the first time it is asked for and kept: an analysis's platform names, which requests
/// share and no check should pay for.
final class OnceValue<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)

    func value(_ make: () -> Value) -> Value {
        stored.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }

    /// The value when it has been worked out.
    var current: Value? { stored.withLock { $0 } }

    /// Takes a value worked out elsewhere (the check before's, still true), unless one is already here.
    func keep(_ value: Value) {
        stored.withLock { stored in
            if stored == nil { stored = value }
        }
    }
}

/// Line tables by path and encoding, shared by the requests answered from one analysis.
final class LineTableCache: Sendable {
    private let tables = Mutex<[String: TextLines]>([:])

    func lines(_ path: String, encoding: PositionEncoding, _ make: () -> TextLines) -> TextLines {
        let key = encoding.rawValue + ":" + path
        if let found = tables.withLock({ $0[key] }) { return found }
        let made = make()
        tables.withLock { $0[key] = made }
        return made
    }
}
