import RefractAndroid
import RefractAssetCatalog
import RefractBackend
import RefractCSS
import RefractCompose
import RefractDiff
import RefractModel
import RefractOutput
import RefractSwift

/// The names each platform's generated code would expose, read from the contexts a build makes (not
/// rendered), as `refract lint`'s name check does: what `refract diff` compares to find breaking changes.
/// The JSON bundle's and the web module's keys are the token paths themselves, so they add nothing the token
/// comparison lacks.
package enum PlatformNameList {
    package static func collect(
        _ model: ThemedTokenSet, platforms: [String], options: [String: PlatformOptions]
    ) -> [PlatformName] {
        let backends = platforms.compactMap(PlatformRegistry.backend(named:)).filter { $0.name != "json" && $0.name != "web" }
        let input = BackendInput(model: model, for: backends)
        return backends.flatMap { backend in
            let platformOptions = options[backend.name] ?? PlatformOptions(destination: backend.name)
            // The names the build writes: the platform's selection applied, reference-only tokens left out.
            let (selected, _) = input.selecting(platformOptions, for: backend)
            let (context, _) = backend.anyContext(selected, options: platformOptions)
            return names(of: context, platform: backend.name)
        }
    }

    static func names(of context: any Encodable & Sendable, platform: String) -> [PlatformName] {
        switch context {
        case let swift as SwiftContext: return names(swift)
        case let css as CSSContext: return names(css)
        case let android as AndroidContext: return names(android)
        case let compose as ComposeContext: return names(compose)
        case let catalog as AssetCatalogContext: return names(catalog)
        default: return []
        }
    }

    /// `Theme.colors.primary`, and the SwiftUI shape style `.themePrimary` that reads it; and each collection's
    /// API shape (`swiftShape`), so that a change to a member's type, to its settability or to the memberwise
    /// `init` and `copyWith` is a name that disappears, as breaking as a member that does.
    static func names(_ context: SwiftContext) -> [PlatformName] {
        var result: [PlatformName] = []
        var pathByMember: [String: String] = [:]
        for collection in context.collections {
            for member in collection.members {
                let name = "\(context.themeType).\(collection.property).\(member.identifier)"
                pathByMember[collection.property + "." + member.identifier] = member.path
                result.append(PlatformName(platform: "swift", name: name, token: member.path))
            }
            if collection.hasMembers { result.append(PlatformName(platform: "swift", name: swiftShape(collection), token: nil)) }
        }
        for (accessors, collection) in [(context.colorAccessors, "colors"), (context.gradientAccessors, "gradients")] {
            for accessor in accessors {
                result.append(PlatformName(
                    platform: "swift", name: "." + accessor.accessor, token: pathByMember[collection + "." + accessor.identifier]))
            }
        }
        return result
    }

    /// What the built-in template declares for every member of a collection: `ThemeColors: var member:
    /// ThemeAdaptiveStyle<ThemePlatformColor> { get set }, init(member:…), copyWith(member:…), subscript(Key) ->
    /// ThemeAdaptiveStyle<ThemeColor> { get set }`, the same at every size.
    static func swiftShape(_ collection: SwiftContext.Collection) -> String {
        "\(collection.typeName): var member: \(collection.memberType) { get set }, init(member:…), copyWith(member:…), "
            + "subscript(Key) -> \(collection.valueType) { get set }"
    }

    static func names(_ context: CSSContext) -> [PlatformName] {
        context.blocks.flatMap(\.declarations).filter { !$0.path.isEmpty }.map {
            PlatformName(platform: "css", name: $0.name, token: $0.path)
        }
    }

    /// `R.color.color_primary`, `R.style.TextAppearance_…`, `R.drawable.gradient_primary`: the fields of `R`.
    /// Each names the token it is written for (a theme overlay, which gathers many, names none).
    static func names(_ context: AndroidContext) -> [PlatformName] {
        var result: [PlatformName] = []
        for file in context.valuesFiles {
            for resource in file.resources {
                let type = resource.tag == "item" ? (resource.attributes.first { $0.name == "type" }?.value ?? "item") : resource.tag
                result.append(PlatformName(platform: "android", name: "R.\(type).\(resource.name)", token: resource.token))
            }
        }
        for file in context.styleFiles {
            for style in file.styles {
                result.append(PlatformName(platform: "android", name: "R.style." + style.name.replacingDots, token: style.token))
            }
        }
        let files = context.gradients.map { ($0.path, $0.token, "drawable") } + context.interpolators.map { ($0.path, $0.token, "interpolator") }
        for (path, token, type) in files {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let name = file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
            result.append(PlatformName(platform: "android", name: "R.\(type).\(name)", token: token))
        }
        return result
    }

    /// `Theme.colors.primary` in Kotlin, read as `RefractTheme.colors.primary`; each collection's API shape
    /// (`composeShape`) and the theme type's, so that a collection's type, its members' type or the theme
    /// type's name changing is a name that disappears, as breaking as a member that does.
    static func names(_ context: ComposeContext) -> [PlatformName] {
        context.collections.flatMap { collection in
            collection.members.map {
                PlatformName(platform: "compose", name: "\(context.composableName).\(collection.property).\($0.identifier)", token: $0.path)
            } + [PlatformName(platform: "compose", name: composeShape(collection), token: nil)]
        } + context.collections.map {
            PlatformName(platform: "compose", name: "data class \(context.themeType)(val \($0.property): \($0.typeName))", token: nil)
        }
    }

    /// What the built-in template declares for every member of a collection, the same at every size: its
    /// members read by name, `copy { member = … }` through a builder of `var`s.
    static func composeShape(_ collection: ComposeContext.Collection) -> String {
        "class \(collection.typeName): val member: \(collection.valueType), copy { member = … } (Builder: var member: \(collection.valueType))"
    }
}

extension PlatformNameList {
    /// The colour set names apps look colours up by (`Color("color.primary")`, storyboards, `AccentColor`):
    /// each once, though every theme's catalog holds them all.
    static func names(_ context: AssetCatalogContext) -> [PlatformName] {
        var seen = Set<String>()
        return context.catalogs.flatMap(\.colorSets).compactMap { colorSet in
            guard seen.insert(colorSet.name).inserted else { return nil }
            return PlatformName(platform: "xcassets", name: colorSet.name, token: colorSet.token)
        }
    }
}

private extension String {
    var replacingDots: String { split(separator: ".", omittingEmptySubsequences: false).joined(separator: "_") }
}
