import Foundation
import RefractCSS
import RefractModel
import Testing

/// Loads generated CSS in Chromium under light and dark (and, with a contrast modifier, each at increased
/// contrast) and checks every token's computed value, for every combination of the modifiers' attributes
/// on `<html>` and on a nested element, against the resolved model; and that Chromium kept every rule and
/// declaration the context emitted.
struct BrowserCheck {
    var model: ThemedTokenSet
    var context: CSSContext
    var css: String
    /// Also set attributes on a nested element (every pair of html × nested configurations).
    var nesting = true
    /// Only the custom properties that pass (every declaration of `:root` by default): a large system checked
    /// with nesting reads a sample.
    var checksProperty: @Sendable (String) -> Bool = { _ in true }

    struct Report {
        var problems: [String] = []
        var checkedValues = 0
    }

    func run(browser: String) throws -> Report {
        let checks = self.checks()
        let attributeAxes = self.attributeAxes
        let configurations = self.configurations(attributeAxes)
        let page = ProbePage(
            checks: checks.map { ProbePage.Check(name: $0.name, kind: $0.kind) }, configurations: configurations,
            attributes: attributeAxes.map(\.attribute))
        let hasContrast = attributeAxes.contains { $0.axis.role == .contrast }
        let emulations = [false, true].flatMap { more in
            !hasContrast && more ? [] : [false, true].map { Chromium.Emulation(dark: $0, moreContrast: more) }
        }
        let outputs = try Chromium.measure(try page.html(css: css), browser: browser, emulations: emulations)
        var report = Report()
        for (emulation, json) in zip(emulations, outputs) {
            let output = try JSONDecoder().decode(ProbePage.Output.self, from: Data(json.utf8))
            report.problems += droppedDeclarations(output.rules)
            if output.registered != context.properties.map(\.name) {
                report.problems.append(
                    "Chromium registered \(output.registered.count) properties of \(context.properties.count)")
            }
            for (c, configuration) in configurations.enumerated() {
                guard let permutation = permutation(configuration, emulation: emulation, attributeAxes) else {
                    continue
                }
                if let problem = schemeProblem(permutation, field: output.results[c].last, output.fields) {
                    report.problems.append(
                        "\(emulation.name) html\(configuration.html) nested\(configuration.nested ?? [:]) \(problem)")
                }
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

    /// Form controls follow `color-scheme`: where the permutation's colour scheme is light or dark, an
    /// `<input>` there has the background of an input in that scheme.
    private func schemeProblem(_ permutation: Int, field: String?, _ fields: [String: String]) -> String? {
        guard let axis = model.axes.first(where: { $0.role == .colorScheme }),
            let scheme = model.permutations[permutation].inputs[axis.name], scheme == "light" || scheme == "dark",
            let expected = fields[scheme], fields["light"] != fields["dark"]
        else { return nil }
        return field == expected ? nil : "an <input> has background '\(field ?? "")', not the \(scheme) one '\(expected)'"
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
        for declaration in root.declarations where !declaration.path.isEmpty && checksProperty(declaration.name) {
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

    /// A modifier as the page sets it: its attribute and, per attribute value, the context it chooses.
    struct AttributeAxis {
        var axis: Axis
        var attribute: String
        var values: [(value: String, context: String)]
    }

    /// Every modifier with more than one context: the theme, scheme and contrast attributes of the context,
    /// `data-<name>` for any other; the contrast attribute takes `standard` and `more`.
    private var attributeAxes: [AttributeAxis] {
        model.axes.filter { $0.contexts.count > 1 }.map { axis in
            switch axis.role {
            case .theme: return AttributeAxis(axis: axis, attribute: context.themeAttribute, values: axis.contexts.map { ($0, $0) })
            case .colorScheme:
                return AttributeAxis(axis: axis, attribute: context.schemeAttribute, values: axis.contexts.map { ($0, $0) })
            case .contrast:
                return AttributeAxis(
                    axis: axis, attribute: context.contrastAttribute,
                    values: [("standard", axis.effectiveDefault ?? ""), ("more", axis.increasedContrastContext ?? "")])
            case .other:
                let attribute = "data-" + axis.name.replacingOccurrences(of: "_", with: "-").lowercased()
                return AttributeAxis(axis: axis, attribute: attribute, values: axis.contexts.map { ($0, $0) })
            }
        }
    }

    /// Every choice of attributes (each modifier's attribute absent or set to any value) on `<html>`, and with
    /// nesting, every pair of a choice on `<html>` and a non-empty one on the nested element.
    private func configurations(_ axes: [AttributeAxis]) -> [ProbePage.Configuration] {
        var attributeSets: [[String: String]] = [[:]]
        for axis in axes {
            attributeSets = attributeSets.flatMap { set in
                [set] + axis.values.map { set.merging([axis.attribute: $0.value]) { $1 } }
            }
        }
        var result = attributeSets.map { ProbePage.Configuration(html: $0, nested: nil) }
        if nesting {
            for html in attributeSets {
                for nested in attributeSets where !nested.isEmpty {
                    result.append(ProbePage.Configuration(html: html, nested: nested))
                }
            }
        }
        return result
    }

    /// The permutation an element shows: per modifier, its own attribute, else `<html>`'s, else the emulated
    /// preference (scheme and contrast), else the default.
    private func permutation(
        _ configuration: ProbePage.Configuration, emulation: Chromium.Emulation, _ axes: [AttributeAxis]
    ) -> Int? {
        let emulated = emulation.dark ? "dark" : "light"
        var inputs: [String: String] = [:]
        for axis in model.axes { inputs[axis.name] = axis.effectiveDefault }
        for entry in axes {
            if entry.axis.role == .colorScheme, entry.axis.contexts.contains(emulated) {
                inputs[entry.axis.name] = emulated
            }
            if entry.axis.role == .contrast, emulation.moreContrast {
                inputs[entry.axis.name] = entry.axis.increasedContrastContext
            }
            let value = configuration.nested?[entry.attribute] ?? configuration.html[entry.attribute]
            if let value, let chosen = entry.values.first(where: { $0.value == value }) {
                inputs[entry.axis.name] = chosen.context
            }
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
