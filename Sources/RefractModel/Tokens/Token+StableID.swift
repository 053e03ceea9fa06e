extension Token {
    /// An id that stays with the token when its path changes, so a rename is told from a removal and an
    /// addition: `$extensions["dev.refract"].id`, Figma's `$extensions["com.figma"].variableId` (what
    /// `refract import` keeps of a Figma variable), or Tokens Studio's `$extensions["studio.tokens"].id` (kept
    /// under `studio.tokens.extra` when it was beside the value). Nil when the token has none.
    package var stableID: String? {
        guard let extensions else { return nil }
        let candidates = [
            ("dev.refract", "id"), ("com.figma", "variableId"), ("studio.tokens", "id"), ("studio.tokens.extra", "id"),
        ]
        for (namespace, key) in candidates {
            if case .string(let id)? = extensions[namespace]?[key], !id.isEmpty { return namespace + ":" + id }
        }
        return nil
    }
}
