import RefractDiagnostics
import RefractModel
import RefractOutput
import RefractThemes

/// What every backend of a build receives: the model, and what the build derived from it once for the
/// backends that share it.
package struct BackendInput: Sendable {
    package var model: ThemedTokenSet
    /// The theme layout of the Swift output, the JSON bundle and Compose; nil when no requested backend needs it.
    package var themeLayout: ThemeLayout?

    package init(model: ThemedTokenSet, themeLayout: ThemeLayout? = nil) {
        self.model = model
        self.themeLayout = themeLayout
    }

    /// The input for `backends`: the theme layout only when one of them needs it.
    package init(model: ThemedTokenSet, for backends: [any Backend.Type]) {
        self.init(model: model, themeLayout: backends.contains { $0.needsThemeLayout } ? ThemeLayout(model) : nil)
    }

    /// The layout the build computed, or, for a caller that left it out, one computed now.
    package var layout: ThemeLayout { themeLayout ?? ThemeLayout(model) }

    /// The input of `backend` with `options`: this one, or with the platform's own selection of tokens applied
    /// and the reference-only tokens and reference layers (`api: semantic`) left out (and a theme layout of its
    /// own), with what selecting found. Figma's code syntax names tokens on the platforms it is given for
    /// (`CodeSyntaxNames`), as renames beside the config's.
    package func selecting(_ options: PlatformOptions, for backend: any Backend.Type) -> (BackendInput, [Diagnostic]) {
        var selection = options.selection
        var named: [Diagnostic] = []
        if CodeSyntaxNames.hasCodeSyntax(model) {
            (selection, named) = CodeSyntaxNames.selection(selection, platform: backend.name, model: model)
        }
        let keptOut = selection.keptOutOfAPI(model)
        guard selection.changes(model, keptOut: keptOut) else { return (self, named) }
        let (selected, diagnostics) = selection.apply(to: model, keptOut: keptOut)
        return (BackendInput(model: selected, for: [backend]), named + diagnostics)
    }

    /// The input every one of `backends` takes under `selection`, made once for all of them (a build's
    /// platforms mostly share one: the default `api: semantic`); its theme layout only when one needs it.
    package func selecting(_ selection: TokenSelection, for backends: [any Backend.Type]) -> (BackendInput, [Diagnostic]) {
        let keptOut = selection.keptOutOfAPI(model)
        guard selection.changes(model, keptOut: keptOut) else {
            let needsLayout = themeLayout == nil && backends.contains { $0.needsThemeLayout }
            return (needsLayout ? BackendInput(model: model, for: backends) : self, [])
        }
        let (selected, diagnostics) = selection.apply(to: model, keptOut: keptOut)
        return (BackendInput(model: selected, for: backends), diagnostics)
    }
}
