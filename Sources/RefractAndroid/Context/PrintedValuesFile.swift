import RefractTemplates

/// A values file as the built-in template reads it: `AndroidValuesFile` without `resources` and `lines`,
/// its elements printed into `body` as the tokens were placed, without an `AndroidResource` per element.
struct PrintedValuesFile: Sendable, Hashable {
    var path: String
    var header: String
    var notes: [String]
    /// What `AndroidValuesFile.body` gives for the same elements.
    var body: String

    var mustacheValue: MustacheValue {
        .object(MustacheObject([
            ("path", .string(path)),
            ("header", .string(header)),
            ("notes", .strings(notes)),
            ("body", .string(body)),
        ]))
    }
}
