/// A one-shot command's large results (the model of 100k tokens, the generated files) are left for the
/// operating system to reclaim at exit: freeing them value by value took a tenth of a large run, after
/// the command's work was done. `watch` runs many builds and does not use this.
enum ExitTeardown {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive until the process exits. Call only from the main thread.
    static func skip(_ value: Any) {
        kept.append(value)
    }
}
