import Foundation
import Testing

/// `refract lint` gives the build's verdict: on each shape below, lint and build exit alike and report the
/// same error codes. The shapes are those the fuzzer found lint passing and build rejecting (issue 42): a
/// token Android cannot express is a warning of Android's context, which the run's policy
/// (`--warnings-as-errors`, the config's `diagnostics`) makes an error of the build.
@Suite("lint and build give the same verdict")
struct LintBuildVerdictTests {
    /// A border whose style a stroke style takes by JSON Pointer, and a transition whose parts a duration
    /// and a cubic Bézier take: composites referencing composites, as the draft DTCG suite writes them.
    static let nestedComposites = """
        {
          "base-border": {
            "$type": "border",
            "$value": {
              "color": { "colorSpace": "srgb", "components": [0.3, 0.3, 0.3] },
              "width": { "value": 2, "unit": "px" },
              "style": { "dashArray": [{ "value": 10, "unit": "px" }, { "value": 5, "unit": "px" }], "lineCap": "round" }
            }
          },
          "stroke-from-border": { "$type": "strokeStyle", "$ref": "#/base-border/$value/style" },
          "dimension-from-dash": { "$type": "dimension", "$ref": "#/base-border/$value/style/dashArray/0" },
          "base-transition": {
            "$type": "transition",
            "$value": { "duration": { "value": 300, "unit": "ms" }, "delay": { "value": 100, "unit": "ms" },
              "timingFunction": [0.25, 0.1, 0.25, 1] }
          },
          "duration-from-transition": { "$type": "duration", "$ref": "#/base-transition/$value/duration" },
          "easing-from-transition": { "$type": "cubicBezier", "$ref": "#/base-transition/$value/timingFunction" }
        }
        """

    /// The fuzzer's mutation: the `index`-th number of the text replaced by `replacement`.
    static func replacingNumber(_ index: Int, in text: String, with replacement: String) -> String {
        let numbers = numberRanges(in: text)
        guard numbers.indices.contains(index) else { return text }
        return text.replacingCharacters(in: numbers[index], with: replacement)
    }

    static func numberRanges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            let isStart = text[index].isNumber || (text[index] == "-" && text.index(after: index) < text.endIndex
                && text[text.index(after: index)].isNumber)
            guard isStart else {
                index = text.index(after: index)
                continue
            }
            var end = text.index(after: index)
            while end < text.endIndex, text[end].isNumber || text[end] == "." { end = text.index(after: end) }
            ranges.append(index..<end)
            index = end
        }
        return ranges
    }

    /// Each number of the nested composites replaced in turn (by -1, 0 and 1e308 in rotation): thirteen
    /// sets, some invalid, most with a token Android skips.
    static let mutatedComposites: [String] = {
        let values = ["-1", "0", "1e308"]
        return numberRanges(in: nestedComposites).indices.map { index in
            replacingNumber(index, in: nestedComposites, with: values[index % values.count])
        }
    }()

    struct Verdict: Equatable, CustomStringConvertible {
        var status: Int32
        var errorCodes: [String]
        var description: String { "exit \(status) \(errorCodes)" }
    }

    private struct Report: Decodable {
        struct Entry: Decodable {
            var code: String
            var severity: String
        }
        var diagnostics: [Entry]
    }

    /// Lint's verdict and build's on the project in `folder`, with `arguments` after the command.
    static func verdicts(in folder: ProjectFolder, _ arguments: [String]) throws -> (lint: Verdict, build: Verdict) {
        func verdict(_ command: [String]) throws -> Verdict {
            let run = try RefractBinary.run(command + arguments + ["--format", "json"], in: folder.url)
            let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
            let codes = Set(report.diagnostics.filter { $0.severity == "error" }.map(\.code))
            return Verdict(status: run.status, errorCodes: codes.sorted())
        }
        return (try verdict(["lint"]), try verdict(["build", "-o", "out"]))
    }

    @Test func compositesReferencingCompositesWithANumberChanged() throws {
        var androidSkips = 0
        for (index, text) in Self.mutatedComposites.enumerated() {
            let folder = try ProjectFolder("verdict")
            defer { folder.remove() }
            try folder.write("nested.tokens.json", text)
            for policy in [[], ["--warnings-as-errors"]] {
                let (lint, build) = try Self.verdicts(in: folder, ["nested.tokens.json"] + policy)
                #expect(lint == build, "number \(index), \(policy): lint \(lint), build \(build)")
                if build.errorCodes.contains("android.unsupported-value") { androidSkips += 1 }
            }
        }
        // The shapes do reach the error lint used to miss.
        #expect(androidSkips >= 5)
    }

    /// A stroke style (no Android resource) under a config that makes Android's skip an error.
    @Test func aStrokeStyleUnderAConfigThatMakesAndroidsSkipAnError() throws {
        let folder = try ProjectFolder("verdict")
        defer { folder.remove() }
        try folder.write("refract.yaml", """
            tokens: [stroke.tokens.json]
            diagnostics:
              android.unsupported-value: error
            """)
        try folder.write("stroke.tokens.json", """
            {"stroke": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 10, "unit": "px"}, {"value": 5, "unit": "px"}], "lineCap": "butt"}}}
            """)
        let (lint, build) = try Self.verdicts(in: folder, [])
        #expect(build == Verdict(status: 1, errorCodes: ["android.unsupported-value"]))
        #expect(lint == build)
        // Turned off, the skip fails neither.
        try folder.write("refract.yaml", "tokens: [stroke.tokens.json]\ndiagnostics:\n  android.unsupported-value: off\n")
        let (quietLint, quietBuild) = try Self.verdicts(in: folder, ["--warnings-as-errors"])
        #expect(quietLint == Verdict(status: 0, errorCodes: []))
        #expect(quietBuild == quietLint)
    }

    /// The example project (`refract init`) with YAML appended to its token files: a shadow and a stroke
    /// style in semantic.tokens.yaml, whose config keeps Android's skip a warning there even under
    /// `--warnings-as-errors`, and the same in palette.tokens.yaml, where it does not.
    @Test(arguments: ["tokens/semantic.tokens.yaml", "tokens/palette.tokens.yaml"])
    func theExampleProjectWithYAMLAppended(to file: String) throws {
        let folder = try ProjectFolder("verdict")
        defer { folder.remove() }
        let initRun = try RefractBinary.run(["init"], in: folder.url)
        try #require(initRun.status == 0, "\(initRun.stderr)")
        let appended = """

            appended:
              outline:
                $type: strokeStyle
                $value: { dashArray: [{ value: 10, unit: px }, { value: 5, unit: px }], lineCap: butt }
              lifted:
                $type: shadow
                $value: { color: { colorSpace: srgb, components: [0, 0, 0], alpha: 0.5 }, offsetX: { value: 0, unit: px },
                  offsetY: { value: 2, unit: px }, blur: { value: 4, unit: px }, spread: { value: 0, unit: px } }

            """
        try folder.write(file, try #require(folder.read(file)) + appended)
        for policy in [[], ["--warnings-as-errors"]] {
            let (lint, build) = try Self.verdicts(in: folder, policy)
            #expect(lint == build, "\(policy): lint \(lint), build \(build)")
            let raised = file.hasSuffix("palette.tokens.yaml") && !policy.isEmpty
            #expect(build.errorCodes == (raised ? ["android.unsupported-value"] : []), "\(policy)")
        }
    }
}
