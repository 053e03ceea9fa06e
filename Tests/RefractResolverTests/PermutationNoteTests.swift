import RefractModel
@testable import RefractParser
import Testing

/// A note names the contexts that matter (`size=large`), not every permutation they stand for.
@Suite("Permutation notes")
struct PermutationNoteTests {
    /// size × mode × density × theme: 2 × 2 × 2 × 2 = 16 permutations, in the resolver's order.
    static let permutations: [Permutation] = ["small", "large"].flatMap { size in
        ["light", "dark"].flatMap { mode in
            ["compact", "comfortable"].flatMap { density in
                ["standard", "christmas"].map { theme in
                    Permutation(["size": size, "mode": mode, "density": density, "theme": theme])
                }
            }
        }
    }

    static func indices(_ matching: (Permutation) -> Bool) -> [Int] {
        permutations.indices.filter { matching(permutations[$0]) }
    }

    @Test(arguments: [
        (["size": "large"], "unresolved in 8 of 16 permutations (size=large)"),
        (["size": "large", "mode": "dark"], "unresolved in 4 of 16 permutations (size=large, mode=dark)"),
        (["mode": "dark", "theme": "christmas"], "unresolved in 4 of 16 permutations (mode=dark, theme=christmas)"),
    ])
    func permutationsOfSomeContextsAreNamedByThem(_ contexts: [String: String], _ expected: String) {
        let found = Self.indices { permutation in contexts.allSatisfy { permutation[$0.key] == $0.value } }
        #expect(PermutationDiagnostics.where(found, of: Self.permutations, verb: "unresolved") == expected)
    }

    @Test func permutationsNoContextsDescribeAreListed() {
        let found = [0, 15]
        #expect(PermutationDiagnostics.where(found, of: Self.permutations, verb: "found") == """
            found in 2 of 16 permutations (size=small, mode=light, density=compact, theme=standard; \
            size=large, mode=dark, density=comfortable, theme=christmas)
            """)
    }

    /// A context every permutation has tells nothing apart.
    @Test func aContextOfEveryPermutationIsLeftOut() {
        let fixed = ["light", "dark"].map { Permutation(["brand": "acme", "mode": $0]) } + [Permutation(["brand": "acme", "mode": "dim"])]
        #expect(PermutationDiagnostics.where([0, 1], of: fixed, verb: "found") == "found in 2 of 3 permutations (brand=acme, mode=light; brand=acme, mode=dark)")
    }
}
