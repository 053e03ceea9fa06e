import RefractModel

/// Why our CSS and Terrazzo's differ for a token, each with its reason (in every row here, Terrazzo's
/// output is the wrong one, or writes what DTCG does not define). Each row names the files it occurs in; a
/// row that stops occurring fails the test, so the table stays true.
struct KnownDifference: Sendable {
    struct Case: Sendable {
        var name: String
        /// Terrazzo's declaration as written.
        var terrazzoText: String
        /// Both computed readings; nil when we emit no such custom property.
        var readings: (ours: String, theirs: String)?
        /// Our token, when we emit one under this name.
        var token: Token?
        /// True when the name is a token of a non-standard type (`string`, `custom-*`) in the model.
        var isNonStandardType: Bool
    }

    var id: String
    var reason: String
    var files: Set<String>
    var applies: @Sendable (Case) -> Bool

    static func rows(for file: String) -> [KnownDifference] {
        table.filter { $0.files.contains(file) }
    }

    static let table: [KnownDifference] = [
        KnownDifference(
            id: "unit-dp",
            reason: "the source writes the unit 'dp'; Terrazzo copies it into CSS, where it is invalid at computed-value "
                + "time (the probe reads 0px); Refract reads it as px, with a compatibility warning",
            files: ["spectrum.css"],
            applies: { $0.terrazzoText.hasSuffix("dp") && $0.readings != nil }),
        KnownDifference(
            id: "non-standard-type",
            reason: "tokens of non-standard types (Spectrum's 'string', Primer's 'custom-viewportRange') are not DTCG "
                + "values; Refract never emits them, Terrazzo copies their text",
            files: ["spectrum.css", "primer.css"],
            applies: { $0.readings == nil && $0.isNonStandardType }),
        KnownDifference(
            id: "undefined-letter-spacing",
            reason: "Fluent's typography tokens leave out letterSpacing; Terrazzo prints 'undefinedundefined' (invalid, "
                + "so it computes to the initial value), Refract writes the parser's default",
            files: ["fluent.css"],
            applies: { $0.terrazzoText.contains("undefined") }),
        KnownDifference(
            id: "font-smoothing-extension",
            reason: "Terrazzo turns extra members of Fluent's typography values (-moz-osx-font-smoothing, "
                + "-webkit-font-smoothing) into properties; they are not DTCG typography parts, Refract drops them",
            files: ["fluent.css"],
            applies: { $0.readings == nil && $0.name.hasSuffix("-font-smoothing") }),
        KnownDifference(
            id: "font-stack-string",
            reason: "Fluent writes font stacks as one string (\"'Segoe UI', …, sans-serif\"), Primer as one string in an "
                + "array ([\"-apple-system, BlinkMacSystemFont, …\"]); Terrazzo quotes the whole string as one family "
                + "name, which no browser matches; Refract reads it as the list it is, with a compatibility warning, "
                + "and writes each family",
            files: ["fluent.css", "primer.css"],
            applies: { difference in
                guard let (ours, theirs) = difference.readings else { return false }
                let quotedWhole = theirs.hasPrefix("\"'") && !ours.hasPrefix("\"'")
                    || theirs.hasPrefix("\"") && !theirs.hasPrefix("\"'") && !ours.hasPrefix("\"")
                return quotedWhole && ours.contains(", ")
            }),
    ]
}
