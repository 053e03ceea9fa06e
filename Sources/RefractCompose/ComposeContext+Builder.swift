import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractThemes

extension ComposeContext {
    package static let contractVersion = 2
    package static let defaultPackageName = "design.tokens"
    /// How many functions a variant's values are spread over (`values0` … `values7`), whatever the tokens: a
    /// statement is some 20 to 100 bytes of bytecode, so each function stays far below the JVM's 64 KiB per
    /// method up to some ten thousand members, and a member's line stays in its function as others come and go.
    package static let valueFunctionCount = 8

    /// Builds the context of `layout`, whose themes and member names every backend shares.
    package static func build(
        _ layout: ThemeLayout, packageName: String = defaultPackageName, names: ComposeNames = .standard,
        material: MaterialRoleMapping? = nil, shapes: MaterialShapeMapping? = nil, contrastLevels: ThemeContrastLevels? = nil
    ) -> ComposeContext {
        let kinds = layout.collections.filter { !$0.members.isEmpty }
        let collections = kinds.enumerated().map { index, collection in
            self.collection(collection, themes: layout.themes, isLast: index == kinds.count - 1)
        }
        // Each variant of the first theme group starts from the group's first variant; each variant of a later
        // group from the first group's variant of the same scheme and contrast (its first when there is none),
        // and sets only the values that differ: a dark variant mostly repeats the first theme's dark values.
        var baseVariants: [VariantKey: BaseVariant] = [:]
        var firstKey: VariantKey?
        let groups = contrastGroups(layout, levels: contrastLevels)
        let hasMediumContrast = groups.contains { $0.medium != nil }
        let themes = groups.enumerated().map { g, group in
            let t = group.standard
            let variant = layout.themes[t]
            let identifier = KotlinSyntax.upperCamel(variant.identifier)
            let hasContrast = variant.lightIncreasedContrastPermutation != nil
            typealias Scheme = (name: String, scheme: String, level: String?, theme: Int, pick: (ThemeLayout.Adaptive) -> ThemeValue)
            var schemes: [Scheme] = [
                ("\(identifier)Light", "light", nil, t, { $0.light }), ("\(identifier)Dark", "dark", nil, t, { $0.dark }),
            ]
            if let medium = group.medium {
                schemes += [
                    ("\(identifier)LightMediumContrast", "light", "medium", medium, { $0.light }),
                    ("\(identifier)DarkMediumContrast", "dark", "medium", medium, { $0.dark }),
                ]
            }
            if let high = group.high {
                schemes += [
                    ("\(identifier)LightHighContrast", "light", "high", high, { $0.light }),
                    ("\(identifier)DarkHighContrast", "dark", "high", high, { $0.dark }),
                ]
            } else if hasContrast {
                schemes += [
                    ("\(identifier)LightHighContrast", "light", "high", t, { $0.lightIncreasedContrast ?? $0.light }),
                    ("\(identifier)DarkHighContrast", "dark", "high", t, { $0.darkIncreasedContrast ?? $0.dark }),
                ]
            }
            let variants = schemes.map { scheme in
                let key = VariantKey(scheme: scheme.scheme, level: scheme.level)
                let base = baseVariants[key] ?? firstKey.flatMap { baseVariants[$0] }
                let variant = Variant(
                    objectName: scheme.name, themeName: KotlinSyntax.stringContents(variant.name), scheme: scheme.scheme,
                    isHighContrast: scheme.level == "high", isMediumContrast: scheme.level == "medium",
                    base: base.map { "ThemeValues.\($0.objectName).theme" },
                    valueFunctions: valueFunctions(kinds, theme: scheme.theme, pick: scheme.pick, base: base?.literals))
                if g == 0 {
                    if firstKey == nil { firstKey = key }
                    baseVariants[key] = BaseVariant(
                        key: key, objectName: scheme.name,
                        literals: literals(kinds, theme: scheme.theme, pick: scheme.pick))
                }
                return variant
            }
            func reference(_ level: String?, _ scheme: String) -> String {
                let name = schemes.first { $0.level == level && $0.scheme == scheme }?.name
                    ?? schemes.first { $0.level == "high" && $0.scheme == scheme }?.name ?? "\(identifier)\(scheme == "light" ? "Light" : "Dark")"
                return "ThemeValues.\(name).theme"
            }
            return Theme(
                identifier: identifier, name: KotlinSyntax.stringContents(variant.name), isDefault: variant.isDefault,
                light: reference(nil, "light"), dark: reference(nil, "dark"),
                lightHighContrast: reference("high", "light"), darkHighContrast: reference("high", "dark"),
                lightMediumContrast: reference("medium", "light"), darkMediumContrast: reference("medium", "dark"),
                separator: g == groups.count - 1 ? ";" : ",", variants: variants)
        }
        let roles = materialRoles(layout, material ?? MaterialRoleMapping.resolve(
            colors: materialColors(layout), options: PlatformOptions(destination: "compose"), platform: "compose").0)
        let typeMap = roles.isEmpty ? [] : MaterialTypography.map(layout)
        let typeStyles = typeMap.enumerated().map { i, style in
            MaterialTypeStyle(
                role: style.role, value: "typography.\(KotlinSyntax.identifier(style.member))",
                separator: i == typeMap.count - 1 ? "" : ",")
        }
        let shapeMapping = shapes ?? MaterialShapeMapping.resolve(
            dimensions: materialDimensions(layout), options: PlatformOptions(destination: "compose"), platform: "compose",
            isMaterialOn: !roles.isEmpty).0
        let shapeStyles = roles.isEmpty ? [] : materialShapes(layout, shapeMapping)
        return ComposeContext(
            version: contractVersion, header: "Generated by Refract from design tokens. Do not edit.",
            packageName: packageName, composableName: names.composable, localName: names.local,
            themeType: names.theme, themeListType: names.themeList, collections: collections, hasCollections: !collections.isEmpty,
            hasStrings: layout.collections.contains { $0.kind == .strings && !$0.members.isEmpty }, themes: themes,
            defaultTheme: themes.first(where: \.isDefault)?.identifier ?? themes.first?.identifier ?? "",
            hasContrast: hasMediumContrast || layout.themes.contains { $0.lightIncreasedContrastPermutation != nil },
            hasMediumContrast: hasMediumContrast,
            materialRoles: roles, hasMaterialRoles: !roles.isEmpty,
            materialTypography: typeStyles, hasMaterialTypography: !typeStyles.isEmpty,
            swatchColors: swatches(layout, .colors), swatchTextStyles: swatches(layout, .typography),
            materialShapes: shapeStyles, hasMaterialShapes: !shapeStyles.isEmpty)
    }

    /// The members of the collection of `kind` that are not deprecated (the previews use no deprecated name).
    static func swatches(_ layout: ThemeLayout, _ kind: ThemeCollectionKind) -> [Swatch] {
        let members = (layout.collections.first { $0.kind == kind }?.members ?? []).filter { $0.deprecation == nil }
        return members.enumerated().map { i, member in
            Swatch(
                label: KotlinSyntax.stringContents(member.path.dotted), identifier: KotlinSyntax.identifier(member.name),
                separator: i == members.count - 1 ? "" : ",")
        }
    }

    /// The layout's themes as `AppTheme` entries: each its own, or, with a modifier of three contrast levels
    /// (Material Theme Builder's standard, medium, high), the themes that differ only in the level as one entry
    /// (the standard one's name) with its medium and high themes; a level a theme lacks leaves it its own entry.
    package static func contrastGroups(_ layout: ThemeLayout, levels: ThemeContrastLevels?) -> [(standard: Int, medium: Int?, high: Int?)] {
        let plain = layout.themes.indices.map { (standard: $0, medium: Int?.none, high: Int?.none) }
        guard let levels else { return plain }
        var position: [[String: String]: Int] = [:]
        var groups: [(standard: Int?, medium: Int?, high: Int?)] = []
        for (t, variant) in layout.themes.enumerated() {
            var rest = variant.contexts
            guard let level = rest.removeValue(forKey: levels.axis) else { return plain }
            let g = position[rest] ?? groups.count
            if g == groups.count {
                position[rest] = g
                groups.append((nil, nil, nil))
            }
            switch level {
            case levels.standard: groups[g].standard = t
            case levels.medium: groups[g].medium = t
            case levels.high: groups[g].high = t
            default: return plain
            }
        }
        guard groups.allSatisfy({ $0.standard != nil }) else { return plain }
        return groups.map { ($0.standard ?? 0, $0.medium, $0.high) }
    }

    /// The non-deprecated sizes, which may give a corner size of Material's shape scale.
    package static func materialDimensions(_ layout: ThemeLayout) -> [TokenPath] {
        (layout.collections.first { $0.kind == .sizes }?.members ?? []).filter { $0.deprecation == nil }.map(\.path)
    }

    /// Each corner size `mapping` gives, as a rounded shape of the theme's size member.
    static func materialShapes(_ layout: ThemeLayout, _ mapping: MaterialShapeMapping) -> [MaterialShape] {
        let sizes = layout.collections.first { $0.kind == .sizes }?.members ?? []
        var names: [TokenPath: String] = [:]
        for member in sizes where names[member.path] == nil { names[member.path] = member.name }
        return mapping.entries.enumerated().compactMap { i, entry in
            guard let name = names[entry.path] else { return nil }
            return MaterialShape(
                role: entry.role.rawValue, value: "RoundedCornerShape(sizes.\(KotlinSyntax.identifier(name)))",
                source: KotlinSyntax.stringContents(entry.path.dotted), separator: i == mapping.entries.count - 1 ? "" : ",")
        }
    }

    /// The non-deprecated colours, which may fill a Material role.
    package static func materialColors(_ layout: ThemeLayout) -> [TokenPath] {
        (layout.collections.first { $0.kind == .colors }?.members ?? []).filter { $0.deprecation == nil }.map(\.path)
    }

    /// Every role of `mapping` as the theme's colour that fills it, or none when Material output is off.
    static func materialRoles(_ layout: ThemeLayout, _ mapping: MaterialRoleMapping) -> [MaterialRole] {
        guard mapping.isOn else { return [] }
        let colors = layout.collections.first { $0.kind == .colors }?.members ?? []
        var names: [TokenPath: String] = [:]
        for member in colors where names[member.path] == nil { names[member.path] = member.name }
        return mapping.entries.enumerated().map { i, entry in
            let separator = i == mapping.entries.count - 1 ? "" : ","
            let derived = entry.derivedFrom.map { ", as \($0.rawValue)" } ?? ""
            switch entry.source {
            case .token(let path):
                let identifier = KotlinSyntax.identifier(names[path] ?? path.dotted)
                return MaterialRole(
                    role: entry.role.rawValue, identifier: identifier, value: "colors.\(identifier)",
                    source: KotlinSyntax.stringContents(path.dotted) + derived, separator: separator)
            case .black:
                return MaterialRole(
                    role: entry.role.rawValue, identifier: "", value: "Color.Black",
                    source: "Material's scrim", separator: separator)
            }
        }
    }

    /// A collection and its members; `themes`: the layout's, whose names the KDoc gives the values under.
    static func collection(_ collection: ThemeLayout.Collection, themes: [ThemeVariant], isLast: Bool) -> Collection {
        let count = collection.members.count
        // A replacement in another collection has another type, so it is no `ReplaceWith`.
        let wanted = Set(collection.members.compactMap(\.replacement))
        let replacementNames = Dictionary(
            collection.members.filter { wanted.contains($0.path) }.map { ($0.path, $0.name) }, uniquingKeysWith: { a, _ in a })
        let members = collection.members.indices.map { i in
            let m = collection.members[i]
            let doc = ThemeMemberDoc(member: m, values: collection.values(i), themes: themes, units: .compose)
            return Member(
                identifier: KotlinSyntax.identifier(m.name), name: m.name, key: KotlinSyntax.stringContents(m.name),
                path: m.path.dotted, docLines: doc.docLines, hasDocLines: !doc.docLines.isEmpty,
                descriptionLines: doc.descriptionLines, valueLines: doc.valueLines,
                deprecation: m.deprecation.map {
                    KotlinSyntax.stringContents($0.message ?? "token '\(m.path.dotted)' is deprecated")
                },
                replaceWith: m.deprecation == nil ? nil : m.replacement.flatMap { replacementNames[$0] }
                    .map { KotlinSyntax.stringContents(KotlinSyntax.identifier($0)) },
                separator: i == count - 1 ? "" : ",")
        }
        return Collection(
            typeName: KotlinLiteral.typeName(collection.kind), property: collection.kind.property,
            valueType: KotlinLiteral.valueType(collection.kind), decoder: KotlinLiteral.decoder(collection.kind),
            docLines: [" The \(collection.kind.property) of a theme in one colour scheme, stored by member name."],
            members: members, separator: isLast ? "" : ",")
    }

    /// Every member's value in one variant as a Kotlin expression, by collection and member name.
    static func literals(
        _ collections: [ThemeLayout.Collection], theme: Int, pick: (ThemeLayout.Adaptive) -> ThemeValue
    ) -> [String: String] {
        var result: [String: String] = [:]
        for collection in collections {
            for (i, member) in collection.members.enumerated() {
                result[collection.kind.property + "." + member.name] = KotlinLiteral.value(pick(collection.value(i, theme: theme)))
            }
        }
        return result
    }

    /// A variant's value functions: every member's statement, or with `base` (the literals of the variant it
    /// starts from) only those whose value differs, each in the function its collection and name hash to.
    static func valueFunctions(
        _ collections: [ThemeLayout.Collection], theme: Int, pick: (ThemeLayout.Adaptive) -> ThemeValue, base: [String: String]?
    ) -> [ValueFunction] {
        guard !collections.isEmpty else { return [] }
        var values = Array(repeating: [Value](), count: valueFunctionCount)
        for collection in collections {
            let property = collection.kind.property
            for (i, member) in collection.members.enumerated() {
                let literal = KotlinLiteral.value(pick(collection.value(i, theme: theme)))
                if let base, base[property + "." + member.name] == literal { continue }
                values[valueFunctionIndex(property, member.name)].append(
                    Value(property: property, key: KotlinSyntax.stringContents(member.name), literal: literal))
            }
        }
        return values.enumerated().map { index, values in
            ValueFunction(name: "values\(index)", values: values, separator: index == valueFunctionCount - 1 ? "" : "; ")
        }
    }

    /// The value function of member `name` of the collection `property`: FNV-1a of both, so the same for a
    /// member whatever the other members are.
    package static func valueFunctionIndex(_ property: String, _ name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in (property + "." + name).utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(valueFunctionCount))
    }
}

/// A variant's scheme and contrast level, which a later theme's variant of the same starts from.
struct VariantKey: Hashable {
    var scheme: String
    var level: String?
}

/// A variant of the first theme group: what later variants start from, and the literals they compare theirs with.
struct BaseVariant {
    var key: VariantKey
    var objectName: String
    var literals: [String: String]
}
