import RefractDiagnostics
import RefractModel

/// Two tokens that map to one platform name where one is an alias of the other with the same value in every
/// permutation (`ThemedTokenSet.sharesNameHarmlessly`): the name is emitted once, for the first, and a note
/// says so. Any other pair stays the platform's `name-collision` error.
package enum SharedName {
    package static func note(_ kept: TokenPath, _ left: TokenPath, become name: String, at span: SourceSpan?) -> Diagnostic {
        Diagnostic(
            .note, "names.shared-by-alias",
            "'\(kept)' and '\(left)' both become \(name), and one is an alias of the other with the same value in every permutation: it is emitted once, for '\(kept)'",
            at: span)
    }
}
