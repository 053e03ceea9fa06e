import Foundation
import RefractKit
import RefractModel
import RefractTestSupport
import Testing

/// `string` tokens become `<string>` resources that aapt2 compiles and links, and that read back as the
/// tokens' text: quotes and `\` escaped, `@` and `?` at the start escaped (a reference otherwise), `%` marked
/// `formatted="false"`, a private-use icon code point as `\uE001`, a line break as `\n`.
@Suite("String tokens as Android string resources")
struct StringResourceTests {
    static let fixture = TestEnvironment.packageRoot
        .appendingPathComponent("Tests/RefractCLITests/Fixtures/string-tokens/tokens.json").path

    static func model(_ path: String) -> ThemedTokenSet? {
        var request = LoadRequest(inputs: [path])
        request.formats[path] = .styleDictionary
        let result = TokenLoader.run(request)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        return result.model
    }

    /// aapt2's dump of the linked table: each string resource's value as aapt2 read it.
    static func linkedStrings(_ path: String) throws -> (status: Int32, log: String, dump: String)? {
        guard let model = model(path), let aapt = Aapt.find(), let aapt2 = ExternalTool.find("aapt2") else { return nil }
        let result = Load.generate(model)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let manifest = """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(Aapt.package)" />
            """
        try scratch.write([("AndroidManifest.xml", manifest)] + result.files.map { ($0.path, $0.contents) })
        let compiled = try aapt2.run(["compile", "--dir", "res", "-o", "compiled.zip"], in: scratch.url, timeout: 240)
        guard compiled.status == 0 else { return (compiled.status, compiled.output, "") }
        let linked = try aapt2.run(
            ["link", "-I", aapt.framework, "--manifest", "AndroidManifest.xml", "-o", "out.apk", "compiled.zip"],
            in: scratch.url, timeout: 240)
        guard linked.status == 0 else { return (linked.status, linked.output, "") }
        let dump = try aapt2.run(["dump", "resources", "out.apk"], in: scratch.url, timeout: 240)
        return (dump.status, compiled.output + linked.output, dump.output)
    }

    @Test func escapedTextLinksAndReadsBack() throws {
        guard let linked = try Self.linkedStrings(Self.fixture) else { return }
        #expect(linked.status == 0, "\(linked.log)")
        // aapt2 prints each value between quotes as it holds it, unescaped.
        for expected in [
            #"() "say "hi" \ back""#, #"() "@handle""#, #"() "?attr""#, #"() "50% of 100%""#, #"() "$5 'each'""#,
            // aapt2 indents the line after a line break as it indents the value.
            "() \"\u{E001}\"", "() \"one\n      two\"",
        ] {
            #expect(linked.dump.contains(expected), "\(expected) not in\n\(linked.dump)")
        }
        #expect(!linked.log.contains("warn"), "\(linked.log)")
    }

    /// Style Dictionary's `examples/complete` as published: 976 text tokens and its font names link.
    @Test func styleDictionaryCompleteLinks() throws {
        guard Corpus.require() else { return }
        guard let linked = try Self.linkedStrings(Corpus.path("corpora/style-dictionary/examples/complete/tokens")) else { return }
        #expect(linked.status == 0, "\(linked.log.prefix(3000))")
        let strings = linked.dump.split(separator: "\n").filter { $0.contains("string/content_") || $0.contains("string/asset_font_") }
        #expect(strings.count >= 976, "\(strings.count)")
        #expect(linked.dump.contains("string/content_icon_3d_rotation"))
    }
}
