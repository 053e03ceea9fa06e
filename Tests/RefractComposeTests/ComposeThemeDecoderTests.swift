import Foundation
import RefractBackend
import RefractCompose
import RefractOutput
import RefractTestSupport
import Testing

/// ThemeDecoder.kt on the JVM: the example's Compose output and a driver compiled with `-Werror` against the
/// stand-in `androidx.compose`. The driver holds the example's theme.json (output/json, format 2) and a theme
/// document with a misspelt key as the parsed maps an app passes in (the decoder's seam: it takes parsed
/// JSON, so common code needs no JSON library), decodes them and prints what it got.
@Suite("The Kotlin theme decoder reads theme.json and says what it skipped")
struct ComposeThemeDecoderTests {
    /// A parsed JSON value (booleans kept apart from numbers, which Foundation's NSNumber does not do on Linux).
    indirect enum JSON: Decodable {
        case null, bool(Bool), number(Double), string(String), list([JSON]), object([String: JSON])

        init(from decoder: Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { self = .null }
            else if let bool = try? single.decode(Bool.self) { self = .bool(bool) }
            else if let number = try? single.decode(Double.self) { self = .number(number) }
            else if let text = try? single.decode(String.self) { self = .string(text) }
            else if let list = try? single.decode([JSON].self) { self = .list(list) }
            else { self = .object(try single.decode([String: JSON].self)) }
        }

        /// The Kotlin expression of the maps and lists the decoder takes.
        var kotlin: String {
            switch self {
            case .null: "null"
            case .bool(let bool): bool ? "true" : "false"
            case .number(let x): x == x.rounded() && abs(x) < 1e9 ? String(Int(x)) : "\(x)"
            case .string(let text): ComposeThemeDecoderTests.quoted(text)
            case .list(let list): "listOf<Any?>(" + list.map(\.kotlin).joined(separator: ", ") + ")"
            case .object(let object):
                "mapOf<String, Any?>(" + object.keys.sorted().map { ComposeThemeDecoderTests.quoted($0) + " to " + object[$0]!.kotlin }
                    .joined(separator: ", ") + ")"
            }
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$") + "\""
    }

    static let misspelt = """
        {"colors": {"primray": {"light": "#ff0000"}, "secondary": {"dark": "#00ff00"}, "surface": {"light": 12}},
         "gradients": {"primary": {"light": ["#000000", "#ffffff"]}}}
        """

    static func driver(bundle: String, document: String) -> String {
        """
        import design.tokens.*

        fun main() {
            val bundle = \(bundle)
            for (name in listOf("standard", "christmas")) for (dark in listOf(false, true)) {
                // Decoded onto the other scheme of the default theme: every value must come from the bundle.
                val decoded = ThemeDecoder.decodeBundle(bundle, name, dark, onto = AppTheme.Standard.theme(!dark))
                val compiled = AppTheme.values().first { it.key == name }.theme(dark)
                println("bundle $name dark=$dark equal=${decoded.theme == compiled} issues=${decoded.issues}")
            }
            val showing = AppTheme.Christmas.theme(false)
            val partial = ThemeDecoder.decodeTheme(\(document), darkTheme = false, onto = showing)
            println("issues " + partial.issues.filter { it.kind != ThemeDecodingIssue.Kind.MissingKey || it.path.startsWith("colors.secondary") })
            println("kept ${partial.theme.colors.primary == showing.colors.primary} ${partial.theme.colors.surface == showing.colors.surface} ${partial.theme.sizes == showing.sizes}")
            println("gradient ${partial.theme.gradients.primary.map { it.first }}")
            try {
                ThemeDecoder.decodeBundle(mapOf("version" to 3, "themes" to mapOf<String, Any?>()), "standard", false)
            } catch (error: ThemeBundleException) {
                println("version 3: ${error.message}")
            }
        }
        """
    }

    @Test("the example's bundle decodes to the compiled-in themes; a misspelt key and a wrong shape are issues")
    func decodesTheExampleBundle() throws {
        guard let tools = Kotlin.available() else { return }
        let jar: URL
        switch Kotlin.standIn {
        case .success(let url): jar = url
        case .failure(let failure): Issue.record("\(failure.message)"); return
        }
        let model = try #require(TestSupport.load(TestSupport.exampleTokens))
        // As the build makes it: the same tokens as output/json's bundle (the only-referenced ones left out).
        let options = PlatformOptions(destination: "compose", settings: [:])
        let (input, _) = BackendInput(model: model).selecting(options, for: ComposeBackend.self)
        let result = ComposeBackend.generate(input, options: options, templates: TestSupport.templates)
        let directory = try TestSupport.temporaryDirectory()
        var sources: [String] = []
        for file in result.files {
            let url = directory.appendingPathComponent(file.path)
            try Kotlin.forKotlin13(file.contents).text.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
        }
        #expect(result.files.map(\.path).contains("ThemeDecoder.kt"))
        let bundleData = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("output/json/theme.json"))
        let bundle = try JSONDecoder().decode(JSON.self, from: bundleData)
        let document = try JSONDecoder().decode(JSON.self, from: Data(Self.misspelt.utf8))
        let driver = directory.appendingPathComponent("Driver.kt")
        try Self.driver(bundle: bundle.kotlin, document: document.kotlin)
            .write(to: driver, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("decoder.jar")
        let compile = try Kotlin.run(
            tools.kotlinc,
            ["-Werror", "-XXLanguage:+InlineClasses", "-Xuse-experimental=kotlin.ExperimentalUnsignedTypes",
             "-cp", jar.path, "-d", out.path] + sources + [driver.path], in: directory)
        try #require(compile.status == 0, "\(compile.output)")
        let stdlib = ComposeCompileTests.kotlinStandardLibrary
        let run = try Kotlin.run(tools.java, ["-cp", [out.path, jar.path, stdlib].joined(separator: ":"), "DriverKt"], in: directory)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init).filter { !$0.contains("OpenJDK") }
        #expect(lines == [
            "bundle standard dark=false equal=true issues=[]",
            "bundle standard dark=true equal=true issues=[]",
            "bundle christmas dark=false equal=true issues=[]",
            "bundle christmas dark=true equal=true issues=[]",
            "issues [missingKey: colors.secondary.light, invalidValue: colors.surface.light, unknownKey: colors.primray]",
            "kept true true true",
            "gradient [0.0, 1.0]",
            "version 3: bundle format 3 is not one of 1..2",
        ])
    }
}
