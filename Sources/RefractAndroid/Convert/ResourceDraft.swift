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
    /// What the value was converted from, as comments (`AndroidXML.comment`); not part of the comparison
    /// between permutations.
    var conversionNotes: [String]

    /// What decides whether two permutations need separate resources.
    var key: Key { Key(suffix: suffix, kind: kind, payload: payload) }

    /// `key == other.key`, without making either.
    func hasKey(of other: ResourceDraft) -> Bool {
        kind == other.kind && suffix == other.suffix && payload == other.payload
    }

    struct Key: Hashable, Sendable {
        var suffix: [String]
        var kind: ResourceKind
        var payload: Payload
    }
}

/// What a token becomes on Android in one permutation.
enum TokenConversion: Sendable {
    case resources([ResourceDraft])
    /// Android cannot express it; the reason goes into the warning and the comment.
    case skipped(String)
    /// Never emitted (non-standard types), without a diagnostic.
    case ignored

    var keys: [ResourceDraft.Key]? {
        if case .resources(let drafts) = self { return drafts.map(\.key) }
        return nil
    }
}
