import Foundation
import RefractDiagnostics
import RefractKit
import RefractSyntax
import RefractTestSupport
import Testing

/// Real design systems nobody here wrote load as `refract lint` and `build` load them; the errors and the
/// compatibility warnings each one gets are pinned, so a change in what we accept shows up here.
@Suite("Real token sets load")
struct CorpusLoadTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var inputs: @Sendable () -> [String]
        var tokenCount: Int
        var warnings: [String: Int]
        var errors: [String: Int] = [:]
        var testDescription: String { name }
    }

    static func system(_ name: String) -> @Sendable () -> [String] {
        { [Corpus.path("corpora/dtcg-examples/\(name)")] }
    }

    static let cases: [Case] = [
        Case(
            name: "Adobe Spectrum", inputs: system("adobe-spectrum"), tokenCount: 1579,
            warnings: ["compat.dimension-unit": 3, "compat.non-standard-type": 3, "compat.short-hex": 8]),
        Case(name: "Figma SDS", inputs: system("figma-sds"), tokenCount: 298, warnings: ["compat.dimension-unit": 19]),
        Case(
            name: "IBM Carbon", inputs: system("ibm-carbon"), tokenCount: 356,
            warnings: [
                "compat.css-only-unit": 3, "compat.dimension-empty-unit": 1, "compat.font-stack-string": 6,
                "compat.legacy-dimension": 18,
                "compat.short-hex": 6, "compat.unitless-zero": 40,
            ]),
        Case(
            name: "Microsoft Fluent", inputs: system("microsoft-fluent"), tokenCount: 178,
            warnings: [
                "compat.dimension-empty-unit": 12, "compat.font-stack-string": 13, "compat.short-hex": 30,
                "compat.unitless-zero": 13,
                "typography.unknown-property": 26,
            ]),
        Case(name: "Shopify Polaris", inputs: system("shopify-polaris"), tokenCount: 67, warnings: [:]),
        Case(
            name: "GitHub Primer (DTCG files; fallback/ and removed/ are not token files)",
            inputs: {
                Corpus.files(below: "corpora/dtcg-examples/github-primer") {
                    $0.hasSuffix(".tokens.json") && !$0.hasPrefix("removed/") && !$0.hasPrefix("fallback/")
                }
            }, tokenCount: 1364,
            warnings: [
                "compat.dimension-unit": 1, "compat.non-standard-type": 2, "compat.short-hex": 3,
                "compat.token-extra-property": 35, "compat.typography-missing": 12,
                // The four font stacks written as one string inside an array.
                "compat.font-stack-string": 4,
            ]),
        Case(
            name: "Terrazzo tokens package (YAML)",
            inputs: { [Corpus.path("corpora/terrazzo-fixtures/tokens-package")] }, tokenCount: 113,
            // palette.tokens.yml:145 gives components that make #5a5950 the hex fallback #5a5450.
            warnings: ["compat.line-height-dimension": 1, "typography.unknown-property": 9, "color.hex-mismatch": 1]),
        Case(
            name: "Terrazzo plugin-css YAML fixture",
            inputs: { [Corpus.path("corpora/terrazzo-fixtures/plugin-css/yaml/tokens.yaml")] }, tokenCount: 118,
            warnings: ["compat.token-extra-property": 1, "compat.inline-modes": 1],
            // Its inline modes are permutations: eight aliases to tokens that some modes leave out have no type there.
            errors: ["type.missing": 8]),
    ]

    @Test(arguments: cases)
    func loadsWithoutErrors(_ testCase: Case) {
        guard Corpus.require() else { return }
        let result = TokenLoader.run(LoadRequest(inputs: testCase.inputs(), policy: DiagnosticPolicy()))
        var errors: [String: Int] = [:]
        var warnings: [String: Int] = [:]
        for diagnostic in result.diagnostics {
            switch diagnostic.severity {
            case .error: errors[diagnostic.code.rawValue, default: 0] += 1
            case .warning: warnings[diagnostic.code.rawValue, default: 0] += 1
            default: break
            }
        }
        #expect(errors == testCase.errors)
        #expect(warnings == testCase.warnings)
        #expect(result.model?.paths.count == testCase.tokenCount)
    }

    static let primerDuplicateKeys = ["dark.dimmed.json5": 80]

    /// Primer's original JSON5 sources read into trees. Their only syntax findings are real duplicate
    /// `$extensions` keys, which a JavaScript JSON5 parser silently resolves to the last one.
    @Test func everyJSON5FileOfPrimerReads() throws {
        guard Corpus.require() else { return }
        let files = Corpus.files(below: "corpora/dtcg-examples/github-primer") { $0.hasSuffix(".json5") }
        #expect(files.count == 56)
        var duplicates: [String: Int] = [:]
        for file in files {
            let bytes = try #require(FileSystem.readBytes(at: file))
            let read = readDocument(bytes: bytes, path: file, format: .json5)
            #expect(read.root != nil, "\(file) did not read")
            for diagnostic in read.diagnostics {
                #expect(diagnostic.code == "syntax.duplicate-key", "\(file): [\(diagnostic.code)] \(diagnostic.message)")
                duplicates[String(file.split(separator: "/").last ?? ""), default: 0] += 1
            }
        }
        #expect(duplicates == Self.primerDuplicateKeys)
    }
}
