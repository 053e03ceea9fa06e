import RefractModel

/// Which permutations stand side by side: all of them when they fit, else those of the theme, colour
/// scheme and contrast with every further modifier (breakpoints, density) at its default.
enum PreviewColumns {
    static func choose(_ model: ThemedTokenSet, maximum: Int) -> [Int] {
        let all = Array(model.permutations.indices)
        guard all.count > maximum else { return all }
        let further = model.axes.filter { $0.role == .other }
        let main = all.filter { index in
            further.allSatisfy { axis in model.permutations[index][axis.name] == axis.effectiveDefault }
        }
        return Array((main.isEmpty ? all : main).prefix(max(maximum, 1)))
    }

    /// `chosen` without the permutations of further modifiers (size, density) that change none of `paths`:
    /// colours that are the same at every density stand in one column per theme and scheme.
    static func narrowed(_ chosen: [Int], model: ThemedTokenSet, paths: [TokenPath]) -> [Int] {
        var kept = chosen
        for axis in model.axes where axis.role == .other && axis.contexts.count > 1 {
            guard let base = axis.effectiveDefault else { continue }
            var counterpart: [Int: Int] = [:]
            for index in kept where model.permutations[index][axis.name] != base {
                var inputs = model.permutations[index].inputs
                inputs[axis.name] = base
                guard let other = model.permutationIndex(inputs), kept.contains(other) else { break }
                counterpart[index] = other
            }
            let varying = kept.filter { model.permutations[$0][axis.name] != base }
            guard counterpart.count == varying.count else { continue }
            let inert = varying.allSatisfy { index in
                paths.allSatisfy { model.token(at: $0, permutation: index) == model.token(at: $0, permutation: counterpart[index] ?? index) }
            }
            if inert { kept = kept.filter { model.permutations[$0][axis.name] == base } }
        }
        return kept
    }

    /// The column of `permutations[index]`, labelled by the modifiers that differ among `shown`.
    static func column(_ model: ThemedTokenSet, index: Int, among shown: [Int], surface: TokenPath? = nil) -> PreviewColumn {
        let permutation = model.permutations[index]
        let varying = model.axes.filter { axis in Set(shown.map { model.permutations[$0][axis.name] }).count > 1 }
        let label = varying.compactMap { permutation[$0.name] }.joined(separator: " · ")
        let scheme = model.axes.first { $0.role == .colorScheme }.flatMap { permutation[$0.name] }
        var column = PreviewColumn(
            id: permutation.description, label: label.isEmpty ? "default" : label, scheme: scheme,
            isDefault: index == model.defaultPermutationIndex)
        if let surface, case .color(let color)? = model.token(at: surface, permutation: index)?.value {
            column.surface = PreviewCSS.color(color)
            column.ink = ink(on: color)
        }
        return column
    }

    private static let black = ColorValue(space: .srgb, components: [0, 0, 0])
    private static let white = ColorValue(space: .srgb, components: [1, 1, 1])

    /// Black or white, whichever contrasts more with `background` (painted over white when translucent).
    static func ink(on background: ColorValue) -> String {
        let seen = background.alpha < 1 ? background.composited(over: white) : background
        return seen.contrastRatio(with: black) >= seen.contrastRatio(with: white) ? "#000000" : "#ffffff"
    }
}
