import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractThemes

extension ComposeContext {
    package static let contractVersion = 1
    package static let defaultPackageName = "design.tokens"
    /// The most members of a flat collection, and of one part of a split one. A JVM method takes at most 255
    /// parameter slots and Compose's `Color` and `Dp` are passed as `long` and `float`: a data class of 64
    /// colours has a `copy` of 130 slots, far from the limit, and each variant object's initialiser stays
    /// far below the JVM's 64 KiB per method.
    package static let partSize = 64

    /// Builds the context of `layout`, whose themes and member names every backend shares.
    package static func build(
        _ layout: ThemeLayout, packageName: String = defaultPackageName, names: ComposeNames = .standard,
        material: MaterialRoleMapping? = nil, shapes: MaterialShapeMapping? = nil, contrastLevels: ThemeContrastLevels? = nil
    ) -> ComposeContext {
        let kinds = layout.collections.filter { !$0.members.isEmpty }
        let collections = kinds.enumerated().map { index, collection in
            self.collection(collection, themes: layout.themes, isLast: index == kinds.count - 1)
        }
        var declared: [DeclaredValues: String] = [:]
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
                Variant(
                    objectName: scheme.name, themeName: KotlinSyntax.stringContents(variant.name), scheme: scheme.scheme,
                    isHighContrast: scheme.level == "high", isMediumContrast: scheme.level == "medium",
                    collections: kinds.enumerated().map { index, collection in
                        variantCollection(
                            collection, theme: scheme.theme, object: scheme.name, pick: scheme.pick,
                            isLast: index == kinds.count - 1, declared: &declared)
                    })
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

    static func partRanges(_ count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: partSize).map { $0..<min($0 + partSize, count) }
    }

    /// A collection and its members; `themes`: the layout's, whose names the KDoc gives the values under.
    static func collection(_ collection: ThemeLayout.Collection, themes: [ThemeVariant], isLast: Bool) -> Collection {
        let count = collection.members.count
        let isSplit = count > partSize
        // Made once per member: a split collection lists each member twice, in the collection and in its part.
        let docs = collection.members.indices.map { i in
            ThemeMemberDoc(member: collection.members[i], values: collection.values(i), themes: themes, units: .compose)
        }
        // A replacement in another collection has another type, so it is no `ReplaceWith`.
        let wanted = Set(collection.members.compactMap(\.replacement))
        let replacementNames = Dictionary(
            collection.members.filter { wanted.contains($0.path) }.map { ($0.path, $0.name) }, uniquingKeysWith: { a, _ in a })
        func member(_ i: Int, last: Bool) -> Member {
            let m = collection.members[i]
            return Member(
                identifier: KotlinSyntax.identifier(m.name), name: m.name, path: m.path.dotted,
                docLines: docs[i].docLines, hasDocLines: !docs[i].docLines.isEmpty,
                descriptionLines: docs[i].descriptionLines, valueLines: docs[i].valueLines,
                deprecation: m.deprecation.map {
                    KotlinSyntax.stringContents($0.message ?? "token '\(m.path.dotted)' is deprecated")
                },
                replaceWith: m.deprecation == nil ? nil : m.replacement.flatMap { replacementNames[$0] }
                    .map { KotlinSyntax.stringContents(KotlinSyntax.identifier($0)) },
                separator: last ? "" : ",")
        }
        let ranges = partRanges(count)
        let parts = !isSplit ? [] : ranges.enumerated().map { p, range in
            Part(
                typeName: "Part\(p)", property: "_part\(p)",
                members: range.map { member($0, last: $0 == range.upperBound - 1) },
                separator: p == ranges.count - 1 ? "" : ",")
        }
        return Collection(
            typeName: KotlinLiteral.typeName(collection.kind), property: collection.kind.property,
            valueType: KotlinLiteral.valueType(collection.kind), decoder: KotlinLiteral.decoder(collection.kind),
            docLines: [" The \(collection.kind.property) of a theme in one colour scheme."], isSplit: isSplit,
            members: (0..<count).map { member($0, last: $0 == count - 1) }, parts: parts,
            separator: isLast ? "" : ",")
    }

    /// A collection's values in one variant. A flat collection, or a part of a split one, whose values an
    /// earlier variant already declared refers to that one's, so nothing is written twice (light and dark
    /// share every plain value).
    static func variantCollection(
        _ collection: ThemeLayout.Collection, theme: Int, object: String,
        pick: (ThemeLayout.Adaptive) -> ThemeValue, isLast: Bool, declared: inout [DeclaredValues: String]
    ) -> VariantCollection {
        let property = collection.kind.property
        let typeName = KotlinLiteral.typeName(collection.kind)
        let separator = isLast ? "" : ","
        func values(_ range: Range<Int>) -> [Value] {
            range.map { i in
                Value(
                    identifier: KotlinSyntax.identifier(collection.members[i].name),
                    literal: KotlinLiteral.value(pick(collection.value(i, theme: theme))),
                    separator: i == range.upperBound - 1 ? "" : ",")
            }
        }
        /// The earlier declaration of the same values under `key`, or nil after recording this one as `name`.
        /// Compared as values, so a variant's literals are printed only when it declares them.
        func earlier(_ key: String, _ range: Range<Int>, _ name: String) -> String? {
            let values = DeclaredValues(key: key, values: range.map { pick(collection.value($0, theme: theme)) })
            if let known = declared[values] { return known }
            declared[values] = "ThemeValues.\(object).\(name)"
            return nil
        }
        let count = collection.members.count
        guard count > partSize else {
            if let reference = earlier(property, 0..<count, property) {
                return VariantCollection(
                    typeName: typeName, property: property, reference: reference, declaration: nil,
                    splitDeclaration: nil, separator: separator)
            }
            return VariantCollection(
                typeName: typeName, property: property, reference: nil, declaration: Declaration(values: values(0..<count)),
                splitDeclaration: nil, separator: separator)
        }
        let ranges = partRanges(count)
        let parts = ranges.enumerated().map { p, range in
            let identifier = "\(property)\(p)"
            let reference = earlier(identifier, range, identifier)
            return VariantPart(
                identifier: identifier, partTypeName: "\(typeName).Part\(p)", label: "_part\(p)", partReference: reference,
                partDeclaration: reference == nil ? PartDeclaration(partValues: values(range)) : nil, separator: p == ranges.count - 1 ? "" : ",")
        }
        return VariantCollection(
            typeName: typeName, property: property, reference: nil, declaration: nil,
            splitDeclaration: SplitDeclaration(parts: parts), separator: separator)
    }
}

/// A collection's or part's values in one variant, under the property that holds them: what a later variant
/// with the same values refers to instead of declaring them again.
struct DeclaredValues: Hashable {
    var key: String
    var values: [ThemeValue]
}
