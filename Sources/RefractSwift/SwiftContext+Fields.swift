import RefractOutput

extension SwiftContext {
    /// The structured per-member fields of the context, which the built-in templates do not use (they print
    /// the pre-printed `…Lines`): for 100k tokens, building them and converting them to template values was
    /// most of the Swift backend, so they are built only for templates that name them.
    public struct Fields: OptionSet, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `collections[].parts[].members`.
        public static let members = Fields(rawValue: 1 << 0)
        /// `themes[].collections[].declaration.parts[].partDeclaration.values`.
        public static let values = Fields(rawValue: 1 << 1)
        /// `themes[].constantGroups[].constants`.
        public static let constants = Fields(rawValue: 1 << 2)
        /// `colorAccessors` and `gradientAccessors`.
        public static let accessors = Fields(rawValue: 1 << 3)

        public static let all: Fields = [.members, .values, .constants, .accessors]

        /// The fields that a tag of a `swift/` template of `templates` names.
        public static func used(by templates: TemplateSources) -> Fields {
            func uses(_ key: String) -> Bool { templates.uses(key, inTemplatesWithPrefix: "swift/") }
            var fields: Fields = []
            if uses("members") { fields.insert(.members) }
            if uses("values") { fields.insert(.values) }
            if uses("constants") { fields.insert(.constants) }
            if uses("colorAccessors") || uses("gradientAccessors") { fields.insert(.accessors) }
            return fields
        }
    }
}
