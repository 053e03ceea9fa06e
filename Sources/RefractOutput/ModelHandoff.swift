import Foundation
import RefractModel

/// One value derived from a model, left by one backend for the next that works on the same model: the
/// Android and CSS backends run one after the other on one lane and derive some of the same things
/// (token positions, colours gamut-mapped to sRGB). One slot, emptied by `take`, so nothing outlives the
/// build for longer than the two backends need it; a value left for another model is never handed out.
public final class ModelHandoff<Value: Sendable>: @unchecked Sendable {
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
}

/// The handoffs between the Android and CSS backends.
public enum BackendHandoffs {
    /// The model's `TokenRows.positions`, made by the first of the two (without the token lists, so the
    /// slot keeps no model alive).
    public static let tokenRows = ModelHandoff<[[Int32]]>()
    /// The sRGB bytes of the model's colour tokens outside sRGB, as the first of the two converted them.
    public static let srgbBytes = ModelHandoff<SRGBColorBytes>()
}
