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
            let sources = templates.sources.filter { $0.key.hasPrefix("swift/") }.map { Array($0.value.utf8) }
            func uses(_ key: String) -> Bool {
                sources.contains { mayName(key, $0) } && templates.uses(key, inTemplatesWithPrefix: "swift/")
            }
            var fields: Fields = []
            if uses("members") { fields.insert(.members) }
            if uses("values") { fields.insert(.values) }
            if uses("constants") { fields.insert(.constants) }
            if uses("colorAccessors") || uses("gradientAccessors") { fields.insert(.accessors) }
            return fields
        }

        /// False only when no tag of `source` can name `key`: nowhere is `key` preceded by `{{` and tag sigils
        /// only, and the delimiters are not changed. A quick scan of bytes that spares most keys the exact
        /// `TemplateSources.uses`, which for the Swift templates took longer than some of the rendering.
        static func mayName(_ key: String, _ source: [UInt8]) -> Bool {
            let key = Array(key.utf8)
            guard let first = key.first, source.count >= key.count else { return false }
            if source.indices.dropLast(2).contains(where: { source[$0...$0 + 2].elementsEqual("{{=".utf8) }) {
                return true
            }
            return (0...(source.count - key.count)).contains { start in
                source[start] == first && source[start..<start + key.count].elementsEqual(key)
                    && opensTag(source, before: start)
            }
        }

        private static let tagSigils = Set("#^/&{>< $!".utf8)

        /// Whether the run of tag sigils that ends at `end` holds a `{{`.
        private static func opensTag(_ source: [UInt8], before end: Int) -> Bool {
            var start = end
            while start > 0, tagSigils.contains(source[start - 1]) { start -= 1 }
            return (start..<end).contains { $0 + 1 < end && source[$0...$0 + 1].elementsEqual("{{".utf8) }
        }
    }
}
