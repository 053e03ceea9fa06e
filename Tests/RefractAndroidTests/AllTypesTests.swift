import Foundation
import RefractAndroid
import RefractDiagnostics
import RefractModel
import RefractOutput
import Testing

@Suite("A token set with every DTCG type")
struct AllTypesTests {
    static let path = TestPaths.fixtures.appendingPathComponent("all-types").path

    @Test func compilesWithAaptAndEveryValueMatchesTheModel() throws {
        guard let model = Load.model(Self.path), let aapt = Aapt.find() else { return }
        try AndroidCheck.verify(model, aapt: aapt, label: "all-types")
    }

    @Test func whatAndroidCannotExpressIsAWarningAndAComment() throws {
        guard let model = Load.model(Self.path) else { return }
        let result = Load.generate(model)
        let skipped = result.diagnostics.filter { $0.code == "android.unsupported-value" }
        #expect(skipped.allSatisfy { $0.severity == .warning && $0.span?.file.hasSuffix("all-types.tokens.json") == true })
        #expect(skipped.map { $0.message.split(separator: "'")[1] } == [
            "border.focus", "gradient.four", "gradient.inset", "shadow.raised", "stroke.dashed",
        ])
        let notes = result.files.first { $0.path == "res/values/refract_skipped.xml" }?.contents ?? ""
        for path in ["border.focus", "gradient.four", "gradient.inset", "shadow.raised", "stroke.dashed"] {
            #expect(notes.contains("<!-- \(path) ("), "no comment for \(path)")
        }
        // Nothing of a skipped token is written anywhere else.
        let others = result.files.filter { $0.path != "res/values/refract_skipped.xml" }
        #expect(!others.contains { $0.path.contains("gradient_four") || $0.contents.contains("gradient_four") })
        #expect(!others.contains { $0.contents.contains("shadow_raised") })
    }

    @Test func outputMatchesTheGoldenFiles() {
        guard let model = Load.model(Self.path) else { return }
        let result = Load.generate(model)
        GoldenOutput.assertMatches(result, folder: "all-types")
    }
}
