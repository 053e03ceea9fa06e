import RefractModel
import RefractThemes

/// Material 3's type scale (`Typography`'s fifteen styles, developer.android.com/reference/kotlin/androidx/
/// compose/material3/Typography) filled from typography tokens by name: a token named like a style
/// (`typography.headline-large`, `type.body.medium`) fills it, and one named after a group alone
/// (`typography.headline`) fills the group's medium style. Styles no token names keep Material's.
enum MaterialTypography {
    static let roles = [
        "displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
        "titleLarge", "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall",
        "labelLarge", "labelMedium", "labelSmall",
    ]

    /// Each filled style and the member of the typography collection that fills it, in `roles` order.
    static func map(_ layout: ThemeLayout) -> [(role: String, member: String)] {
        let members = layout.collections.first { $0.kind == .typography }?.members.filter { $0.deprecation == nil } ?? []
        var byName: [String: String] = [:]
        for member in members {
            let key = folded(member.path)
            if byName[key] == nil { byName[key] = member.name }
        }
        return roles.compactMap { role in
            let own = role.lowercased()
            let group = role.hasSuffix("Medium") ? String(role.dropLast("Medium".count)).lowercased() : nil
            guard let member = byName[own] ?? group.flatMap({ byName[$0] }) else { return nil }
            return (role, member)
        }
    }

    /// `typography.headline-large` → `headlinelarge`: letters and digits, a leading group that only says
    /// "type" dropped.
    static func folded(_ path: TokenPath) -> String {
        let ignored: Set<String> = ["typography", "type", "text", "font", "textstyle", "textstyles", "md", "sys", "typescale"]
        var segments = path.segments.map { $0.lowercased().filter { $0.isLetter || $0.isNumber } }
        while segments.count > 1, ignored.contains(segments[0]) { segments.removeFirst() }
        return segments.joined()
    }
}
