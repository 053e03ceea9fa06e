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
}
