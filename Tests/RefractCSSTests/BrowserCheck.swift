import Foundation
import RefractCSS
import RefractModel
import Testing

/// Loads generated CSS in Chromium under light and dark (and, with a contrast modifier, each at increased
/// contrast) and checks every token's computed value, for every combination of theme, scheme and contrast
/// attributes on `<html>` and on a nested element, against the model; and that Chromium kept every rule and
/// declaration the context emitted. Combinations of all three attributes spread over two elements are the
/// documented limit and are left out.
struct BrowserCheck {
    var model: ThemedTokenSet
    var context: CSSContext
    var css: String
    /// Also set attributes on a nested element (every pair of html × nested configurations).
    var nesting = true

    struct Report {
        var problems: [String] = []
        var checkedValues = 0
    }

    func run(browser: String) throws -> Report {
        let theme = model.axes.first { $0.role == .theme }
        let scheme = model.axes.first { $0.role == .colorScheme }
        let contrast = model.axes.first { $0.role == .contrast }
        let checks = self.checks()
        let otherAxes = self.otherAxes
        let configurations = self.configurations(theme: theme, scheme: scheme, contrast: contrast)
        let page = ProbePage(
            checks: checks.map { ProbePage.Check(name: $0.name, kind: $0.kind) }, configurations: configurations,
            attributes: [context.themeAttribute, context.schemeAttribute, context.contrastAttribute]
                + otherAxes.map(\.attribute))
        let emulations = [false, true].flatMap { more in
            contrast == nil && more ? [] : [false, true].map { Chromium.Emulation(dark: $0, moreContrast: more) }
        }
        let outputs = try Chromium.measure(try page.html(css: css), browser: browser, emulations: emulations)
        var report = Report()
        for (emulation, json) in zip(emulations, outputs) {
            let output = try JSONDecoder().decode(ProbePage.Output.self, from: Data(json.utf8))
            report.problems += droppedDeclarations(output.rules)
            for (c, configuration) in configurations.enumerated() {
                guard let permutation = permutation(
                    configuration, emulation: emulation, theme: theme, scheme: scheme, contrast: contrast)
                else { continue }
                for (i, check) in checks.enumerated() {
                    guard let token = model.token(at: check.path, permutation: permutation),
                        let expectation = TokenExpectation.of(token, part: check.part)
                    else { continue }
                    report.checkedValues += 1
                    let reading = output.results[c][i]
                    if let problem = expectation.check(reading) {
                        report.problems.append(
                            "\(emulation.name) html\(configuration.html) nested\(configuration.nested ?? [:]) "
                                + "\(check.name) = '\(reading)': \(problem)")
                    }
                }
            }
        }
        return report
    }

    struct Check {
        var name: String
        var path: TokenPath
        var part: String
        var kind: ProbePage.Kind
    }

    /// One probe per declaration of the `:root` block, which declares every token.
    private func checks() -> [Check] {
        guard let root = context.blocks.first else { return [] }
        var mainNames: [String: String] = [:]
        var result: [Check] = []
        let base = model.defaultPermutationIndex ?? 0
        for declaration in root.declarations where !declaration.path.isEmpty {
            let main = mainNames[declaration.path] ?? declaration.name
            mainNames[declaration.path] = main
            let part = declaration.name == main ? "" : String(declaration.name.dropFirst(main.count + 1))
            let path = TokenPath(declaration.path)
            guard let token = model.token(at: path, permutation: base),
                let expectation = TokenExpectation.of(token, part: part)
            else { continue }
            result.append(Check(name: declaration.name, path: path, part: part, kind: expectation.kind))
        }
        return result
    }

    /// Modifiers that are neither theme, scheme nor contrast, with the attribute the CSS gives them.
    private var otherAxes: [(axis: Axis, attribute: String)] {
        let theme = model.axes.first { $0.role == .theme }?.name
        let scheme = model.axes.first { $0.role == .colorScheme }?.name
        let contrast = model.axes.first { $0.role == .contrast }?.name
        return model.axes.filter { $0.name != theme && $0.name != scheme && $0.name != contrast }.map { axis in
            (axis, "data-" + axis.name.lowercased())
        }
    }

    private func configurations(theme: Axis?, scheme: Axis?, contrast: Axis?) -> [ProbePage.Configuration] {
        var attributeSets: [[String: String]] = []
        let contrastValues = contrast == nil ? [] : ["standard", "more"]
        for t in [nil] + (theme?.contexts ?? []).map(Optional.some) {
            for s in [nil] + (scheme?.contexts ?? []).map(Optional.some) {
                for c in [nil] + contrastValues.map(Optional.some) {
                    var attributes: [String: String] = [:]
                    if let t { attributes[context.themeAttribute] = t }
                    if let s { attributes[context.schemeAttribute] = s }
                    if let c { attributes[context.contrastAttribute] = c }
                    attributeSets.append(attributes)
                }
            }
        }
        var result = attributeSets.map { ProbePage.Configuration(html: $0, nested: nil) }
        for (axis, attribute) in otherAxes {
            for context in axis.contexts where context != axis.effectiveDefault {
                result.append(ProbePage.Configuration(html: [attribute: context], nested: nil))
            }
        }
        if nesting {
            for html in attributeSets {
                for nested in attributeSets where !nested.isEmpty && !isDocumentedLimit(html, nested) {
                    result.append(ProbePage.Configuration(html: html, nested: nested))
                }
            }
        }
        return result
    }

    /// Theme, scheme and contrast attributes spread over two elements: CSS cannot tell which is nearer.
    private func isDocumentedLimit(_ html: [String: String], _ nested: [String: String]) -> Bool {
        let all = [context.themeAttribute, context.schemeAttribute, context.contrastAttribute]
        return all.allSatisfy { html[$0] != nil || nested[$0] != nil } && !all.allSatisfy { nested[$0] != nil }
    }

    /// The permutation an element shows: its own attribute, else `<html>`'s, else the default (the
    /// emulated preference for the scheme and contrast).
    private func permutation(
        _ configuration: ProbePage.Configuration, emulation: Chromium.Emulation, theme: Axis?, scheme: Axis?,
        contrast: Axis?
    ) -> Int? {
        let emulated = emulation.dark ? "dark" : "light"
        var inputs: [String: String] = [:]
        for axis in model.axes { inputs[axis.name] = axis.effectiveDefault }
        for (axis, attribute) in otherAxes {
            if let context = configuration.html[attribute] { inputs[axis.name] = context }
        }
        if let theme {
            inputs[theme.name] = configuration.nested?[context.themeAttribute]
                ?? configuration.html[context.themeAttribute] ?? theme.effectiveDefault
        }
        if let scheme {
            let preferred = scheme.contexts.contains(emulated) ? emulated : scheme.effectiveDefault
            inputs[scheme.name] = configuration.nested?[context.schemeAttribute]
                ?? configuration.html[context.schemeAttribute] ?? preferred
        }
        if let contrast, let increased = contrast.increasedContrastContext, let standard = contrast.effectiveDefault {
            let value = configuration.nested?[context.contrastAttribute] ?? configuration.html[context.contrastAttribute]
            let more = value.map { $0 == "more" } ?? emulation.moreContrast
            inputs[contrast.name] = more ? increased : standard
        }
        return model.permutationIndex(inputs)
    }

    /// Every block of the context is one style rule in Chromium with exactly its declarations.
    private func droppedDeclarations(_ rules: [ProbePage.Output.Rule]) -> [String] {
        guard rules.count == context.blocks.count else {
            return ["Chromium kept \(rules.count) style rules of \(context.blocks.count)"]
        }
        var problems: [String] = []
        for (rule, block) in zip(rules, context.blocks) {
            let emitted = block.declarations.map(\.name)
            if rule.names != emitted {
                let dropped = Set(emitted).subtracting(rule.names).sorted()
                problems.append("rule '\(rule.selector)' kept \(rule.names.count) of \(emitted.count) declarations; dropped \(dropped.prefix(5))")
            }
        }
        return problems
    }
}
