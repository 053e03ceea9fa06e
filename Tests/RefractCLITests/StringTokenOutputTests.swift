import Foundation
import RefractTestSupport
import Testing

/// `string` tokens (Style Dictionary's `content` and `asset`) are emitted by every platform that holds text,
/// each escaped as its language reads it back: CSS custom properties as quoted strings (`content:` shows
/// them), Android `<string>` resources, Swift and Kotlin `String` members, the JSON bundle and the web module.
@Suite("String tokens on every platform")
struct StringTokenOutputTests {
    static let fixture = TestEnvironment.packageRoot
        .appendingPathComponent("Tests/RefractCLITests/Fixtures/string-tokens/tokens.json").path

    @Test func eachPlatformEscapesTextAsItsLanguageReadsIt() throws {
        let project = try ProjectFolder("string-tokens")
        defer { project.remove() }
        let build = try RefractBinary.run(["build", "--from", "style-dictionary", Self.fixture, "--out", "out"], in: project.url)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("its tokens are emitted as text where a platform holds text"), "\(build.stderr)")

        let css = try #require(project.read("out/css/tokens.css"))
        for line in [
            #"--content-quote: "say \"hi\" \\ back";"#, #"--content-icon: "\e001";"#, #"--content-lines: "one\atwo";"#,
            #"--content-percent: "50% of 100%";"#, #"--content-handle: "@handle";"#, #"--asset-logo: "assets/logo.svg";"#,
        ] {
            #expect(css.contains("  " + line + "\n"), "\(line) not in\n\(css)")
        }

        let android = try #require(project.read("out/android/res/values/refract_strings.xml"))
        for line in [
            #"<string name="content_quote" translatable="false">say \"hi\" \\ back</string>"#,
            #"<string name="content_percent" translatable="false" formatted="false">50% of 100%</string>"#,
            #"<string name="content_handle" translatable="false">\@handle</string>"#,
            #"<string name="content_question" translatable="false">\?attr</string>"#,
            #"<string name="content_icon" translatable="false">\ue001</string>"#,
            #"<string name="content_lines" translatable="false">one\ntwo</string>"#,
            #"<string name="content_price" translatable="false">$5 \'each\'</string>"#,
        ] {
            #expect(android.contains("    " + line + "\n"), "\(line) not in\n\(android)")
        }

        // The values are one statement per member, in the values file the member's name hashes to.
        let swift = (0..<8).compactMap { project.read("out/swift/ThemeValues\($0).swift") }.joined(separator: "\n")
        for line in [
            #"theme.strings[.quote] = "say \"hi\" \\ back""#, #"theme.strings[.icon] = "\u{e001}""#,
            #"theme.strings[.lines] = "one\ntwo""#, #"theme.strings[.price] = "$5 'each'""#,
        ] {
            #expect(swift.contains(line), "\(line) not in\n\(swift)")
        }
        #expect(project.read("out/swift/ThemeStrings.swift")?.contains("public var quote: String") == true)

        let kotlin = try #require(project.read("out/compose/ThemeValues.kt"))
        for line in [
            #"strings["quote"] = "say \"hi\" \\ back""#, #"strings["icon"] = "\ue001""#, #"strings["price"] = "\$5 'each'""#,
            #"strings["lines"] = "one\ntwo""#,
        ] {
            #expect(kotlin.contains(line), "\(line) not in\n\(kotlin)")
        }
        #expect(project.read("out/compose/ThemeDecoder.kt")?.contains("private fun decodeString(raw: Any?) = raw as? String") == true)

        let json = try #require(project.read("out/json/theme.json"))
        #expect(json.contains(#"    "\ue001","#) && json.contains(#""say \"hi\" \\ back""#), "\(json)")
        #expect(json.contains(#"{"path": "content.quote", "type": "string", "value": "#), "\(json)")
        let bundle = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let values = try #require(bundle["values"] as? [Any])
        #expect(values.contains { $0 as? String == "say \"hi\" \\ back" } && values.contains { $0 as? String == "\u{E001}" })

        let web = try #require(project.read("out/web/tokens.js"))
        #expect(web.contains(#""icon": "\ue001","#) && web.contains(#""quote": "say \"hi\" \\ back""#), "\(web)")
        #expect(project.read("out/web/tokens.d.ts")?.contains(#"readonly "icon": "var(--content-icon)";"#) == true)
    }

    /// The values the Swift layer holds are the tokens' text, read back by a program compiled with the output.
    @Test func swiftReadsTheTextBack() throws {
        guard let swiftc = SwiftCompiler.available() else { return }
        let project = try ProjectFolder("string-tokens-swift")
        defer { project.remove() }
        let build = try RefractBinary.run(
            ["build", "--from", "style-dictionary", Self.fixture, "--out", "out", "--platform", "swift", "--quiet"], in: project.url)
        #expect(build.status == 0, "\(build.stderr)")
        let main = """
            let s = Theme.default.strings
            precondition(s.quote == "say \\"hi\\" \\\\ back")
            precondition(s.icon.unicodeScalars.map(\\.value) == [0xE001])
            precondition(s.lines == "one\\ntwo" && s.price == "$5 'each'" && s.handle == "@handle")
            print("ok")
            """
        try main.write(to: project.url.appendingPathComponent("out/swift/main.swift"), atomically: true, encoding: .utf8)
        let files = try FileManager.default.contentsOfDirectory(atPath: project.path + "/out/swift").filter { $0.hasSuffix(".swift") }
        let folder = project.url.appendingPathComponent("out/swift")
        let compiled = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-o", "reader"] + files.sorted(), in: folder)
        #expect(compiled.status == 0, "\(compiled.output)")
        guard compiled.status == 0 else { return }
        let read = try SwiftCompiler.run(folder.appendingPathComponent("reader").path, [], in: folder)
        #expect(read.status == 0 && read.output == "ok\n", "\(read.output)")
    }

    /// Style Dictionary's `examples/complete` as published: its 970 `content` tokens (icon ligature names) and
    /// 6 `asset` tokens (font files) reach every platform, and its Swift output type-checks.
    @Test func styleDictionaryCompleteEmitsItsTextEverywhere() throws {
        guard Corpus.require() else { return }
        let project = try ProjectFolder("sd-complete-strings")
        defer { project.remove() }
        let input = Corpus.path("corpora/style-dictionary/examples/complete/tokens")
        let build = try RefractBinary.run(["build", "--from", "style-dictionary", input, "--out", "out", "--quiet"], in: project.url)
        #expect(build.status == 0, "\(build.stderr)")
        func lines(_ path: String, _ matching: (Substring) -> Bool) -> Int {
            (project.read(path) ?? "").split(separator: "\n").filter(matching).count
        }
        let css = try #require(project.read("out/css/tokens.css"))
        // The font names beside the files (`asset.font.*.name`) are font families, not text.
        #expect(lines("out/css/tokens.css") {
            ($0.hasPrefix("  --content-") || $0.hasPrefix("  --asset-")) && $0.hasSuffix("\";") && !$0.contains("-name:")
        } == 976)
        #expect(css.contains("  --content-icon-3d-rotation: \"3d_rotation\";\n"))
        #expect(css.contains("  --asset-font-icon-woff2: \"assets/fonts/MaterialIcons-Regular.woff2\";\n"))
        #expect(lines("out/android/res/values/refract_strings.xml") {
            $0.contains("<string name=\"content_") || $0.contains("<string name=\"asset_font_") && !$0.contains("_name\"")
        } == 976)
        #expect(project.read("out/android/res/values/refract_strings.xml")?.contains(
            "<string name=\"content_icon_3d_rotation\" translatable=\"false\">3d_rotation</string>") == true)
        // Stored by name, as every collection is: a settable property per member.
        #expect(lines("out/swift/ThemeStrings.swift") { $0.hasPrefix("    public var ") && $0.contains(": String { get { self[.") } == 976)
        // 976 members stored by name, as 9 would be: a getter each, and a `var` each in the builder of `copy { … }`.
        #expect(lines("out/compose/Theme.kt") { $0.hasPrefix("    val ") && $0.contains(": String get() = _values.getValue(\"") } == 976)
        #expect(lines("out/compose/Theme.kt") { $0.hasPrefix("        var ") && $0.hasSuffix(": String") } == 976)
        let bundle = try #require(JSONSerialization.jsonObject(with: Data((project.read("out/json/theme.json") ?? "").utf8)) as? [String: Any])
        let theme = try #require((bundle["themes"] as? [String: Any])?["default"] as? [String: Any])
        #expect((theme["strings"] as? [String: Any])?.count == 976)
        #expect(lines("out/web/tokens.js") {
            ($0.contains("\"var(--content-") || $0.contains("\"var(--asset-")) && !$0.contains("-name)")
        } == 976)

        if let swiftc = SwiftCompiler.available() {
            let folder = project.url.appendingPathComponent("out/swift")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            let run = try SwiftCompiler.run(swiftc, ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + files.sorted(), in: folder)
            #expect(run.status == 0, "\(run.output.prefix(3000))")
        }
    }
}
