import RefractDiagnostics
import RefractModel

/// Builds the `CSSContext` (docs/contexts/css.md) from the model: names, the declarations of every token
/// per permutation, then the cascade's blocks.
public enum CSSContextBuilder {
    public static func build(
        _ model: ThemedTokenSet, prefix: String = "", settings: CSSSettings
    ) -> (CSSContext, [Diagnostic]) {
        let naming = CSSNameAssignment(model: model, prefix: prefix)
        let plan = CSSCascadePlan(model: model, settings: settings)
        let formatter = CSSValueFormatter(settings: settings, model: model, namesByPosition: naming.namesByPosition)
        let cells = CSSCellTable(
            model: model, emitted: naming.emitted, formatter: formatter, settings: settings, plan: plan)
        let blocks = CSSBlockLister(model: model, naming: naming, cells: cells, plan: plan, settings: settings).blocks()
        let context = CSSContext(
            fileName: settings.fileName, colorScheme: settings.colorScheme.rawValue,
            themeAttribute: settings.themeAttribute, schemeAttribute: settings.schemeAttribute,
            contrastAttribute: settings.contrastAttribute, tokenCount: naming.emitted.count, blocks: blocks)
        return (context, naming.diagnostics)
    }
}
