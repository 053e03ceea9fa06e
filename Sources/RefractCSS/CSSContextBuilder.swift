import RefractDiagnostics
import RefractModel

/// Builds the `CSSContext` (docs/contexts/css.md) from the model: names, the declarations of every token
/// per permutation, then the cascade's blocks.
package enum CSSContextBuilder {
    package static func build(
        _ model: ThemedTokenSet, prefix: String = "", settings: CSSSettings
    ) -> (CSSContext, [Diagnostic]) {
        let model = CSSAxisReading.read(model)
        let naming = CSSNameAssignment(model: model, prefix: prefix)
        let plan = CSSCascadePlan(model: model, settings: settings)
        let formatter = CSSValueFormatter(settings: settings, model: model, namesByPosition: naming.namesByPosition)
        let cells = CSSCellTable(
            model: model, emitted: naming.emitted, formatter: formatter, settings: settings, plan: plan)
        let blocks = CSSBlockLister(model: model, naming: naming, cells: cells, plan: plan, settings: settings).blocks()
        let context = CSSContext(
            fileName: settings.fileName, colorScheme: settings.colorScheme.rawValue,
            themeAttribute: settings.themeAttribute, schemeAttribute: settings.schemeAttribute,
            contrastAttribute: settings.contrastAttribute, tokenCount: naming.emitted.count,
            registersProperties: settings.registerProperties, properties: settings.registerProperties ? registrations(model, naming, settings) : [], blocks: blocks)
        return (settings.themeFiles ? CSSThemeFiles.layered(context) : context, naming.diagnostics)
    }

    /// A registration per colour token and per token in pixels, typed and with its default permutation's value.
    /// Lengths in other units are left unregistered: `initial-value` must not depend on fonts or the viewport.
    /// Under `light-dark()` colours are too: a registered colour computes `light-dark()` where it is declared
    /// and inherits the result, so an element below that forces the other scheme would keep the first one.
    static func registrations(
        _ model: ThemedTokenSet, _ naming: CSSNameAssignment, _ settings: CSSSettings
    ) -> [CSSPropertyRegistration] {
        let base = model.defaultPermutationIndex ?? 0
        return zip(naming.emitted, naming.names).compactMap { pathIndex, name in
            let path = model.paths[pathIndex].dotted
            guard let position = model.tokenIndex(pathAt: pathIndex, permutation: base) else { return nil }
            switch model.tokenSets[base].tokens[position].value {
            case .color(let color) where settings.colorScheme == .media:
                return CSSPropertyRegistration(name: name, path: path, syntax: "<color>", initialValue: CSSColorFormat.format(color).text)
            case .dimension(let dimension) where dimension.unit == .px:
                return CSSPropertyRegistration(
                    name: name, path: path, syntax: "<length>", initialValue: CSSNumber.format(dimension.value) + "px")
            default: return nil
            }
        }
    }
}
