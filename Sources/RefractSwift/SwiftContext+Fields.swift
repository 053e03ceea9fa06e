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
            let sigils = Set("#^/&{>< $!".utf8)
            let brace = UInt8(ascii: "{")
            guard let first = key.first, source.count >= key.count else { return false }
            for start in 0...(source.count - key.count) where source[start] == first {
                guard source[start..<start + key.count].elementsEqual(key) else { continue }
                var before = start
                while before > 0, sigils.contains(source[before - 1]) { before -= 1 }
                if source[before..<start].indices.contains(where: { source[$0] == brace && $0 + 1 < start && source[$0 + 1] == brace }) {
                    return true
                }
            }
            for start in source.indices.dropLast(2) where source[start] == brace
                && source[start + 1] == brace && source[start + 2] == UInt8(ascii: "=")
            {
                return true
            }
            return false
        }
    }
}
