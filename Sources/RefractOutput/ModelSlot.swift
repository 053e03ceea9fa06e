import Foundation
import RefractModel

/// One value derived from a model, kept in one slot for the backends of the build working on that model:
/// a value kept for another model is never handed out. A build has one model, and `watch` replaces it with
/// each rebuild; `BuildPipeline` empties the slots when its backends are done, so nothing outlives a build.
public final class ModelSlot<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var entry: (identity: ThemedTokenSet.Identity, value: Value)?

    public init() {}

    /// Leaves `value` for the next backend that works on `model`, replacing what was left before.
    public func put(_ value: Value, for model: ThemedTokenSet) {
        lock.lock()
        defer { lock.unlock() }
        entry = (model.identity, value)
    }

    /// The value left for `model`, once: the slot is empty afterwards. Nil when none was left for it.
    public func take(for model: ThemedTokenSet) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry, entry.identity === model.identity else { return nil }
        self.entry = nil
        return entry.value
    }

    /// The value kept for `model`, made by `make` when there is none. The lock is held while making, so a
    /// second backend asking for the same value waits for the first one's instead of making it again.
    public func value(for model: ThemedTokenSet, make: (ThemedTokenSet) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let entry, entry.identity === model.identity { return entry.value }
        let value = make(model)
        entry = (model.identity, value)
        return value
    }

    public func empty() {
        lock.lock()
        defer { lock.unlock() }
        entry = nil
    }
}

/// What backends of one build share, by model.
public enum BackendHandoffs {
    /// The model's `TokenRows.positions`, made by Android for CSS when the two run one after the other
    /// (without the token lists, so the slot keeps no model alive).
    public static let tokenRows = ModelSlot<[[Int32]]>()
    /// The sRGB bytes of the model's colour tokens outside sRGB, as Android converted them, for CSS.
    public static let srgbBytes = ModelSlot<SRGBColorBytes>()
    /// The theme layout Swift and JSON share.
    static let themeLayout = ModelSlot<ThemeLayout>()

    /// Called when a build's backends are done.
    public static func emptyAll() {
        tokenRows.empty()
        srgbBytes.empty()
        themeLayout.empty()
    }
}
