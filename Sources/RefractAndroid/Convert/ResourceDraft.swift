/// One resource a token becomes in one permutation, before it is named for a theme and placed in a file.
/// A transition becomes three (`_duration`, `_delay`, `_interpolator`); most tokens one.
struct ResourceDraft: Hashable, Sendable {
    enum Payload: Hashable, Sendable {
        /// The escaped text of a simple value element.
        case value(String)
        case textAppearance([AndroidStyleItem])
        case gradient(angle: String, start: String, center: String?, centerX: String?, end: String)
        case interpolator(x1: String, y1: String, x2: String, y2: String)
    }

    /// Name words added after the token's name.
    var suffix: [String]
    var kind: ResourceKind
    var payload: Payload
    /// What the value was converted from, as comments (`AndroidXML.comment`).
    var conversionNotes: [String]

    /// Whether two permutations' drafts can share one resource. The conversion notes do not count: they
    /// only explain the value.
    func writesSameResource(as other: ResourceDraft) -> Bool {
        kind == other.kind && suffix == other.suffix && payload == other.payload
    }

    /// Whether `other` plays the same part of its token (the same suffix and kind), whatever its value.
    func hasSameRole(as other: ResourceDraft) -> Bool {
        kind == other.kind && suffix == other.suffix
    }
}

/// What a token becomes on Android in one permutation.
enum TokenConversion: Sendable {
    case resources([ResourceDraft])
    /// Android cannot express it; the reason goes into the warning and the comment.
    case skipped(String)
    /// Never emitted (non-standard types), without a diagnostic.
    case ignored
}
