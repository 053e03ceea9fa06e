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

    static func column(_ model: ThemedTokenSet, index: Int) -> PreviewColumn {
        let permutation = model.permutations[index]
        let varying = model.axes.filter { $0.contexts.count > 1 }
        let label = varying.compactMap { permutation[$0.name] }.joined(separator: " · ")
        let scheme = model.axes.first { $0.role == .colorScheme }.flatMap { permutation[$0.name] }
        return PreviewColumn(
            id: permutation.description, label: label.isEmpty ? "default" : label, scheme: scheme,
            isDefault: index == model.defaultPermutationIndex)
    }
}
