/// Which `source` sets of a Tokens Studio project are output. Tokens Studio reads a `source` set so that
/// references resolve and outputs nothing of it; a team whose own build (Style Dictionary with sd-transforms)
/// writes every set asks for them with `emitSourceSets` on the input (`true`, or the sets' names).
package enum SourceSetOutput: Sendable, Equatable {
    /// Read for references only (Tokens Studio's meaning, the default).
    case referenceOnly
    case all
    /// These sets, by name; a name that is a folder of sets (`core` for `core/*`) names those sets.
    case named([String])

    func emits(_ set: String) -> Bool {
        switch self {
        case .referenceOnly: false
        case .all: true
        case .named(let names): names.contains { set == $0 || set.hasPrefix($0 + "/") }
        }
    }
}
