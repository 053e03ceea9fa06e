import Foundation
@testable import RefractAndroid
import RefractModel
import RefractOutput
import RefractTestSupport
import RefractThemes
import Testing

/// Android joins the cross-platform axis test (RefractWebTests' `CrossPlatformAxisTests`, which holds CSS, the
/// web module, the JSON bundle and Swift to the resolver) with the same expectation: for every permutation of
/// the resolver, every token shows that permutation's value. Android is read the way an app reads it, from the
/// resources alone: the permutation's inputs choose the overlay whose contexts they match (the one without
/// increased contrast when the scheme's context is standard) and day or night (the scheme's dark contexts);
/// the app's theme is `Theme.<namespace>` (when Material output is on) with that overlay applied over it, so a
/// token's `?attr` is the overlay's item, else the theme's; its resource is then read in `values-night/` or
/// `values/`, following `@color/` and `@dimen/` references as Android does. The expected value is the permutation's token
/// as Android writes any value (its converter), so what is compared is the reading of the axes alone.
@Suite("Android shows every permutation's values, as the other platforms do")
struct AxisAgreementTests {
    struct Answer {
        var permutation: Int
        var path: String
        var shown: String
        var expected: String
    }

    static func model(_ system: String) -> ThemedTokenSet? {
        if system == "example" { return Load.model(TestPaths.tokens) }
        if system == "material-theme" { return Load.model(TestPaths.materialThemeExport, materialTheme: true) }
        guard Corpus.require() else { return nil }
        return Load.model(Corpus.examples.appendingPathComponent("\(system).resolver.json").path)
    }

    /// The example, GitHub Primer and a Material Theme Builder export (its three contrast levels: the standard,
    /// `MediumContrast` and `HighContrast` overlays).
    @Test(arguments: [
        ("example", false), ("example", true), ("github-primer", false), ("github-primer", true), ("material-theme", true),
    ])
    func everyPermutationShowsItsValues(system: String, material: Bool) throws {
        guard let model = Self.model(system) else { return }
        let options = PlatformOptions(destination: "android", settings: material ? ["material": "true"] : [:])
        let answers = try Self.android(model, options: options)
        let covered = Set(answers.map(\.permutation))
        #expect(covered == Set(model.permutations.indices), "permutations \(Set(model.permutations.indices).subtracting(covered).sorted()) unread")
        let wrong = answers.filter { $0.shown != $0.expected }
        let listed = wrong.prefix(15).map { "\(model.permutations[$0.permutation]) \($0.path): shows '\($0.shown)', should '\($0.expected)'" }
        #expect(wrong.isEmpty, "\(wrong.count) of \(answers.count) wrong:\n\(listed.joined(separator: "\n"))")
        #expect(answers.count > model.permutations.count * 10, "\(answers.count) values read")
    }

    /// Android's answers for every permutation of `model`.
    static func android(_ model: ThemedTokenSet, options: PlatformOptions) throws -> [Answer] {
        let (context, diagnostics) = AndroidContextBuilder.build(model, options: options)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.filter { $0.severity == .error }.map(\.message))")
        // Resources by class and name, in each configuration.
        var day: [String: String] = [:]
        var night: [String: String] = [:]
        for file in context.valuesFiles {
            for resource in file.resources where resource.tag != "attr" {
                let rClass = resource.tag == "item" ? resource.attributes.first { $0.name == "type" }?.value ?? "item" : resource.tag
                let key = "\(rClass)/\(resource.name)"
                if file.path.hasPrefix("res/values-night/") { night[key] = resource.value } else if file.path.hasPrefix("res/values/") { day[key] = resource.value }
            }
        }
        let styles = context.styleFiles.flatMap(\.styles)
        let namespace = context.styleNamespace
        let baseTheme = styles.first { $0.name == "Theme.\(namespace)" }
        #expect((baseTheme != nil) == (options.settings["material"] == "true"))
        let overlays = context.themes.map { theme in (theme, styles.first { $0.name == theme.styleName }) }
        let scheme = ThemeSchemeContexts.find(in: model)
        let schemeAxis = scheme?.axis.name ?? model.axes.first { $0.role == .colorScheme }?.name
        let darkContexts = Set([scheme?.dark, scheme?.darkIncreasedContrast].compactMap { $0 } + (scheme == nil ? ["dark"] : []))
        let increasedContexts = Set([scheme?.lightIncreasedContrast, scheme?.darkIncreasedContrast].compactMap { $0 })
        let converter = TokenConverter(fontSizePaths: AndroidContextBuilder.fontSizePaths(model))

        func read(_ key: String, isNight: Bool, depth: Int = 0) -> String? {
            guard let value = (isNight ? night[key] : nil) ?? day[key] else { return nil }
            if depth < 8, value.hasPrefix("@"), let slash = value.firstIndex(of: "/") {
                return read(String(value.dropFirst()[..<slash]) + "/" + value[value.index(after: slash)...], isNight: isNight, depth: depth + 1)
            }
            return value
        }

        var answers: [Answer] = []
        for (index, permutation) in model.permutations.enumerated() {
            let inputs = permutation.inputs
            let schemeContext = schemeAxis.flatMap { inputs[$0] }
            let isNight = schemeContext.map(darkContexts.contains) ?? false
            let isIncreased = schemeContext.map(increasedContexts.contains) ?? false
            // The overlay whose contexts the inputs match: `size=coarse, theme=light-hc/dark-hc`.
            let overlay = overlays.first { theme, _ in
                let parts = theme.contexts.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let namesScheme = parts.contains { $0.hasPrefix("\(schemeAxis ?? "")=") }
                guard namesScheme == isIncreased else { return false }
                return parts.allSatisfy { part in
                    let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                    guard pair.count == 2 else { return false }
                    return pair[1].split(separator: "/").map(String.init).contains(inputs[pair[0]] ?? "")
                }
            }?.1
            if !context.themes.isEmpty, overlay == nil { continue }
            // The app's theme: the overlay's items over the base theme's.
            var items: [String: String] = [:]
            for item in baseTheme?.items ?? [] { items[item.name] = item.value }
            for item in overlay?.items ?? [] { items[item.name] = item.value }
            for token in model.tokenSets[index].tokens where !model.referenceOnly.contains(token.path) {
                guard case .resources(let drafts) = converter.convert(token) else { continue }
                for draft in drafts {
                    guard case .value(let expected) = draft.payload else { continue }
                    let name = AndroidName.resource([token.path.dotted] + draft.suffix, prefix: options.prefix)
                    let rClass = draft.kind.rClass.rawValue
                    var key = "\(rClass)/\(name)"
                    if let item = items["refract_" + name], item.hasPrefix("@") {
                        key = String(item.dropFirst())
                    }
                    let shown = read(key, isNight: isNight) ?? "missing \(key)"
                    // The expected value as a resource holds it: a colour reference is followed too.
                    answers.append(Answer(permutation: index, path: token.path.dotted, shown: shown, expected: expected))
                }
            }
        }
        return answers
    }
}
