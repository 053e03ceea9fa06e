import Foundation
import RefractDiagnostics
import RefractKit
import RefractTestSupport
import Testing

/// The draft DTCG conformance suite, format part, run from its manifest: every positive loads with no
/// error (strict), every negative is rejected under `--strict` with a diagnostic of its category.
@Suite("DTCG format conformance suite")
struct DTCGFormatSuiteTests {
    typealias Case = DTCGSuiteCase

    /// Which of our codes prove each category of expected-errors.json.
    static let codesByCategory: [String: Set<String>] = [
        "invalid-value": [
            "color.invalid", "color.invalid-components", "color.component-out-of-range", "color.invalid-alpha",
            "color.invalid-hex", "color.unknown-space", "color.unknown-property", "dimension.invalid",
            "dimension.invalid-unit", "duration.invalid", "duration.invalid-unit", "fontFamily.invalid",
            "fontWeight.invalid", "cubicBezier.invalid", "cubicBezier.out-of-range", "number.invalid",
            "strokeStyle.invalid", "border.invalid", "shadow.invalid", "gradient.invalid", "typography.invalid",
            "transition.invalid", "alias.type-mismatch", "compat.legacy-color", "compat.legacy-dimension",
            "compat.legacy-duration", "compat.short-hex", "compat.dimension-unit", "compat.unitless-zero",
            "border.unknown-property", "shadow.unknown-property", "gradient.unknown-property",
            "typography.unknown-property", "transition.unknown-property", "strokeStyle.unknown-property",
            "dimension.unknown-property", "duration.unknown-property",
        ],
        "missing-required-property": [
            "color.missing-property", "dimension.missing-property", "duration.missing-property",
            "border.missing-property", "shadow.missing-property", "gradient.missing-property",
            "typography.missing-property", "transition.missing-property", "strokeStyle.missing-property",
            "compat.typography-missing",
        ],
        "unresolved-or-illegal-reference-target": ["alias.unresolved", "ref.unresolved", "alias.syntax"],
        "reference-type-mismatch": ["alias.type-mismatch", "ref.type-mismatch", "dimension.invalid"],
        "invalid-reference-syntax": ["alias.syntax", "ref.syntax", "ref.with-value"],
        "invalid-metadata-or-type": [
            "metadata.description", "metadata.deprecated", "metadata.extensions", "value.null",
        ],
        "circular-reference": ["alias.cycle", "ref.cycle"],
        "invalid-token-name": ["name.invalid-character", "name.reserved"],
        "invalid-token-structure ($value and children)": ["token.has-children"],
        "invalid-token-structure (non-$ key inside token)": ["token.has-children", "compat.token-extra-property"],
        "circular-extends": ["extends.cycle"],
        "unresolved-extends": ["extends.unresolved"],
        "invalid-extends-target": ["extends.target-is-token"],
        "invalid-group-structure": ["type.not-string"],
        "missing-type (cannot infer $type)": ["type.missing"],
        "unknown-type": ["type.unknown"],
    ]

    /// Negatives where the normative spec says otherwise: we follow the spec and accept them. A listed
    /// case that starts being rejected fails, so the list stays true.
    static let specDisagreements: [String: String] = [
        "reference-json-pointer-missing-value": """
            DTCG 2025.10 Format §7.2 (aliases.md) gives `"primary": { "$ref": "#/colors/blue" }` as its own \
            example and says it "references the entire token, making semantic.primary an alias for colors.blue"
            """,
    ]

    /// Negatives rejected for a more precise reason than the suite's category names.
    static let categoryOverrides: [String: (codes: Set<String>, reason: String)] = [
        "reference-composite-json-pointer-missing-required": (
            ["shadow.missing-property"],
            "the `$ref` to the colour is valid; what is wrong is that the shadow lacks offsetY, blur and spread"
        ),
    ]

    static func cases() -> [Case] { DTCGSuiteCase.cases(part: "format") }

    /// Nil when the case passes, else why not.
    static func verdict(_ testCase: Case) -> String? {
        let result = TokenLoader.run(LoadRequest(inputs: [Corpus.path(testCase.input)], policy: DiagnosticPolicy(strict: true)))
        let errors = result.diagnostics.filter { $0.severity == .error }
        if testCase.isPositive {
            if errors.isEmpty { return nil }
            return "expected no error, got: " + errors.map { "[\($0.code)] \($0.message)" }.joined(separator: "; ")
        }
        if let reason = specDisagreements[testCase.id] {
            if errors.isEmpty { return nil }
            return "listed as accepted (\(reason)), but rejected: " + errors.map { "[\($0.code)]" }.joined(separator: " ")
        }
        guard let category = testCase.category else { return "no category for \(testCase.input)" }
        guard let codes = categoryOverrides[testCase.id]?.codes ?? codesByCategory[category] else { return "no codes mapped for category '\(category)'" }
        if errors.contains(where: { codes.contains($0.code.rawValue) }) { return nil }
        if errors.isEmpty { return "accepted an invalid file (\(category))" }
        return "rejected, but not as '\(category)': " + errors.map { "[\($0.code)] \($0.message)" }.joined(separator: "; ")
    }

    @Test(arguments: cases())
    func conformance(_ testCase: Case) {
        if let failure = Self.verdict(testCase) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func tally() {
        DTCGSuiteCase.expectAllPass(part: "format", count: 213, verdict: Self.verdict)
    }
}
